select "user_id", (("profiles"."country" = any(array[$1]::text[])
  and "profiles"."gender" = any(array[$2]::text[])
  and ("profiles"."searchable"
  and "profiles"."date_of_birth" is not null
  and "profiles"."date_of_birth" <= $3
  and "profiles"."date_of_birth" > $4)))
  from "profiles"
  where "profiles"."user_id" = any(array(
        select $5::bigint
  union all select "blocks"."blocked_id"
  from "blocks"
  where "blocks"."blocker_id" = $6
  union all select "blocks"."blocker_id"
  from "blocks"
  where "blocks"."blocked_id" = $7
      ));

select "profiles"."user_id", "profiles"."name", "profiles"."date_of_birth", "profiles"."city", "profiles"."country", "profiles"."countryregion", "profiles"."gender", "users"."language", "users"."fictional", "profiles"."verified_at", "profiles"."last_active_at", "images"."filename", "images"."thumb_filename", exists (select 1
  from "likes"
  where "likes"."liker_id" = $1
  and "likes"."liked_id" = "profiles"."user_id")
  from "profiles"
  inner join "users" on "users"."id" = "profiles"."user_id"
  left join "images" on "images"."id" = "profiles"."main_image_id"
  where "profiles"."user_id" in (
    select page.user_id
  from unnest(array[$2]::text[]) as wanted_country(code)
  cross join unnest(array[$3]::text[]) as wanted_gender(code)
  cross join lateral (
      select "profiles"."user_id" as user_id, "profiles"."last_active_at" as last_active_at
  from "profiles"
  where "profiles"."country" = wanted_country.code
  and "profiles"."gender" = wanted_gender.code
  and ("profiles"."searchable"
  and "profiles"."user_id" <> all(array[$4]::bigint[])
  and "profiles"."date_of_birth" is not null
  and "profiles"."date_of_birth" <= $5
  and "profiles"."date_of_birth" > $6)
  order by "profiles"."last_active_at" desc nulls last, "profiles"."user_id" desc nulls last
  limit $7
    ) as page
  order by last_active_at desc nulls last, user_id desc nulls last
  limit $8
  offset $9
  )
  order by "profiles"."last_active_at" desc nulls last, "profiles"."user_id" desc nulls last;
