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

select user_id, km
  from (
      select "profiles"."user_id" as user_id, "profiles"."last_active_at" as last_active_at,
        (case when "profiles"."latitude" is not null
  and "profiles"."longitude" is not null
    then 2 * 6371 * asin(least(1, sqrt(
      power(sin(radians("profiles"."latitude" - $1::float8) / 2), 2)
      + cos(radians($2::float8)) * cos(radians("profiles"."latitude"))
        * power(sin(radians("profiles"."longitude" - $3::float8) / 2), 2)))) end) as km
  from "profiles"
  where "profiles"."country" = any(array[$4]::text[])
  and "profiles"."gender" = any(array[$5]::text[])
  and "profiles"."latitude" between $6
  and $7
  and "profiles"."longitude" between $8
  and $9
  and ("profiles"."searchable"
  and "profiles"."user_id" <> all(array[$10]::bigint[])
  and "profiles"."date_of_birth" is not null
  and "profiles"."date_of_birth" <= $11
  and "profiles"."date_of_birth" > $12)
    ) as near
  where km <= $13
  order by km asc, last_active_at desc, user_id desc
  limit $14;

select user_id, km
  from (
      select "profiles"."user_id" as user_id, "profiles"."last_active_at" as last_active_at,
        (case when "profiles"."latitude" is not null
  and "profiles"."longitude" is not null
    then 2 * 6371 * asin(least(1, sqrt(
      power(sin(radians("profiles"."latitude" - $1::float8) / 2), 2)
      + cos(radians($2::float8)) * cos(radians("profiles"."latitude"))
        * power(sin(radians("profiles"."longitude" - $3::float8) / 2), 2)))) end) as km
  from "profiles"
  where "profiles"."country" = any(array[$4]::text[])
  and "profiles"."gender" = any(array[$5]::text[])
  and "profiles"."latitude" between $6
  and $7
  and "profiles"."longitude" between $8
  and $9
  and ("profiles"."searchable"
  and "profiles"."user_id" <> all(array[$10]::bigint[])
  and "profiles"."date_of_birth" is not null
  and "profiles"."date_of_birth" <= $11
  and "profiles"."date_of_birth" > $12)
    ) as near
  where km <= $13
  order by km asc, last_active_at desc, user_id desc
  limit $14;

select user_id, km
  from (
      select "profiles"."user_id" as user_id, "profiles"."last_active_at" as last_active_at,
        (case when "profiles"."latitude" is not null
  and "profiles"."longitude" is not null
    then 2 * 6371 * asin(least(1, sqrt(
      power(sin(radians("profiles"."latitude" - $1::float8) / 2), 2)
      + cos(radians($2::float8)) * cos(radians("profiles"."latitude"))
        * power(sin(radians("profiles"."longitude" - $3::float8) / 2), 2)))) end) as km
  from "profiles"
  where "profiles"."country" = any(array[$4]::text[])
  and "profiles"."gender" = any(array[$5]::text[])
  and "profiles"."latitude" between $6
  and $7
  and "profiles"."longitude" between $8
  and $9
  and ("profiles"."searchable"
  and "profiles"."user_id" <> all(array[$10]::bigint[])
  and "profiles"."date_of_birth" is not null
  and "profiles"."date_of_birth" <= $11
  and "profiles"."date_of_birth" > $12)
    ) as near
  where km <= $13
  order by km asc, last_active_at desc, user_id desc
  limit $14;

select user_id, km
  from (
      select "profiles"."user_id" as user_id, "profiles"."last_active_at" as last_active_at,
        (case when "profiles"."latitude" is not null
  and "profiles"."longitude" is not null
    then 2 * 6371 * asin(least(1, sqrt(
      power(sin(radians("profiles"."latitude" - $1::float8) / 2), 2)
      + cos(radians($2::float8)) * cos(radians("profiles"."latitude"))
        * power(sin(radians("profiles"."longitude" - $3::float8) / 2), 2)))) end) as km
  from "profiles"
  where "profiles"."country" = any(array[$4]::text[])
  and "profiles"."gender" = any(array[$5]::text[])
  and "profiles"."latitude" between $6
  and $7
  and "profiles"."longitude" between $8
  and $9
  and ("profiles"."searchable"
  and "profiles"."user_id" <> all(array[$10]::bigint[])
  and "profiles"."date_of_birth" is not null
  and "profiles"."date_of_birth" <= $11
  and "profiles"."date_of_birth" > $12)
    ) as near
  where km <= $13
  order by km asc, last_active_at desc, user_id desc
  limit $14;

select user_id, km
  from (
      select "profiles"."user_id" as user_id, "profiles"."last_active_at" as last_active_at,
        (case when "profiles"."latitude" is not null
  and "profiles"."longitude" is not null
    then 2 * 6371 * asin(least(1, sqrt(
      power(sin(radians("profiles"."latitude" - $1::float8) / 2), 2)
      + cos(radians($2::float8)) * cos(radians("profiles"."latitude"))
        * power(sin(radians("profiles"."longitude" - $3::float8) / 2), 2)))) end) as km
  from "profiles"
  where "profiles"."country" = any(array[$4]::text[])
  and "profiles"."gender" = any(array[$5]::text[])
  and "profiles"."latitude" between $6
  and $7
  and ("profiles"."searchable"
  and "profiles"."user_id" <> all(array[$8]::bigint[])
  and "profiles"."date_of_birth" is not null
  and "profiles"."date_of_birth" <= $9
  and "profiles"."date_of_birth" > $10)
    ) as near
  where km <= $11
  order by km asc, last_active_at desc, user_id desc
  limit $12;

select "profiles"."user_id" as user_id, null::float8 as km
  from "profiles"
  where ("profiles"."country" = any(array[$1]::text[])
  and "profiles"."gender" = any(array[$2]::text[])
  and ("profiles"."searchable"
  and "profiles"."user_id" <> all(array[$3]::bigint[])
  and "profiles"."date_of_birth" is not null
  and "profiles"."date_of_birth" <= $4
  and "profiles"."date_of_birth" > $5))
  and ("profiles"."latitude" is null
  or "profiles"."longitude" is null)
  order by "profiles"."last_active_at" desc, "profiles"."user_id" desc
  limit $6
  offset $7;
