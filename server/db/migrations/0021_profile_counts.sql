CREATE TABLE "profile_counts" (
	"country" text NOT NULL,
	"gender" text NOT NULL,
	"birth_year" integer NOT NULL,
	"members" integer NOT NULL,
	CONSTRAINT "profile_counts_country_gender_birth_year_pk" PRIMARY KEY("country","gender","birth_year")
);
--> statement-breakpoint
CREATE FUNCTION "profile_counts_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.searchable AND OLD.country IS NOT NULL AND OLD.gender IS NOT NULL THEN
    UPDATE profile_counts SET members = members - 1
    WHERE country = OLD.country AND gender = OLD.gender
      AND birth_year = coalesce(extract(year FROM OLD.date_of_birth)::integer, 0);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.searchable AND NEW.country IS NOT NULL AND NEW.gender IS NOT NULL THEN
    INSERT INTO profile_counts AS counted (country, gender, birth_year, members)
    VALUES (NEW.country, NEW.gender, coalesce(extract(year FROM NEW.date_of_birth)::integer, 0), 1)
    ON CONFLICT (country, gender, birth_year) DO UPDATE SET members = counted.members + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profile_counts_follow" AFTER INSERT OR DELETE OR UPDATE OF searchable, country, gender, date_of_birth ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profile_counts_follow"();--> statement-breakpoint
CREATE FUNCTION "profile_counts_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM profile_counts;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profile_counts_clear" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "profile_counts_clear"();--> statement-breakpoint
INSERT INTO "profile_counts" ("country", "gender", "birth_year", "members")
SELECT country, gender, coalesce(extract(year FROM date_of_birth)::integer, 0), count(*)
FROM profiles WHERE searchable AND country IS NOT NULL AND gender IS NOT NULL
GROUP BY 1, 2, 3;
