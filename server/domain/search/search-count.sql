select count(*)
  from "profiles"
  where ("profiles"."country" = any(array[$1]::text[])
  and "profiles"."gender" = any(array[$2]::text[])
  and ("profiles"."searchable"
  and "profiles"."date_of_birth" is not null
  and "profiles"."date_of_birth" <= $3
  and "profiles"."date_of_birth" > $4));
