select (
    select coalesce(sum("profile_counts"."members"), 0)
  from "profile_counts"
  where "profile_counts"."country" = any(array[$1]::text[])
  and "profile_counts"."gender" = any(array[$2]::text[])
  and "profile_counts"."birth_year" > $3
  and "profile_counts"."birth_year" < $4
  ) + (
    select count(*)
  from "profiles"
  where "profiles"."searchable"
  and "profiles"."country" = any(array[$5]::text[])
  and "profiles"."gender" = any(array[$6]::text[])
  and "profiles"."date_of_birth" >= $7
  and "profiles"."date_of_birth" <= $8
  ) + (
    select count(*)
  from "profiles"
  where "profiles"."searchable"
  and "profiles"."country" = any(array[$9]::text[])
  and "profiles"."gender" = any(array[$10]::text[])
  and "profiles"."date_of_birth" > $11
  and "profiles"."date_of_birth" <= $12
  ) as n;
