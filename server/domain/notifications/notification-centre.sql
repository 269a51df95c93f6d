select "notifications_seen_at"
  from "users"
  where "users"."id" = $1;

select "profiles"."user_id", "profiles"."name", "profiles"."date_of_birth", "profiles"."city", "profiles"."country", "profiles"."countryregion", "profiles"."gender", "users"."language", "users"."fictional", "profiles"."verified_at", "profiles"."last_active_at", "images"."filename", "images"."thumb_filename", exists (select 1
  from "likes"
  where "likes"."liker_id" = $1
  and "likes"."liked_id" = "profiles"."user_id"), "likes"."created_at"
  from "profiles"
  inner join "users" on "users"."id" = "profiles"."user_id"
  left join "images" on "images"."id" = "profiles"."main_image_id"
  inner join "likes" on ("likes"."liked_id" = $2
  and "likes"."liker_id" = "profiles"."user_id")
  where (("profiles"."searchable"
  and "profiles"."user_id" <> $3
  and not exists (select 1
  from "blocks"
  where ("blocks"."blocker_id" = $4
  and "blocks"."blocked_id" = "profiles"."user_id")
  or ("blocks"."blocker_id" = "profiles"."user_id"
  and "blocks"."blocked_id" = $5)))
  and not (exists (select 1
  from "likes" l1
  where l1.liker_id = $6::bigint
  and l1.liked_id = "profiles"."user_id")
  and exists (select 1
  from "likes" l2
  where l2.liker_id = "profiles"."user_id"
  and l2.liked_id = $7::bigint)
  and exists (select 1
  from "notices" n
  where n.member_id = $8::bigint
  and n.kind = 'match'
  and n.data->>'member' = ("profiles"."user_id")::text)))
  order by "likes"."created_at" desc
  limit $9;

select "profiles"."user_id", "profiles"."name", "profiles"."date_of_birth", "profiles"."city", "profiles"."country", "profiles"."countryregion", "profiles"."gender", "users"."language", "users"."fictional", "profiles"."verified_at", "profiles"."last_active_at", "images"."filename", "images"."thumb_filename", exists (select 1
  from "likes"
  where "likes"."liker_id" = $1
  and "likes"."liked_id" = "profiles"."user_id"), "notices"."created_at"
  from "profiles"
  inner join "users" on "users"."id" = "profiles"."user_id"
  left join "images" on "images"."id" = "profiles"."main_image_id"
  inner join "notices" on ("notices"."member_id" = $2
  and "notices"."kind" = $3
  and ("notices"."data"->>'member')::bigint = "profiles"."user_id")
  where (("profiles"."searchable"
  and "profiles"."user_id" <> $4
  and not exists (select 1
  from "blocks"
  where ("blocks"."blocker_id" = $5
  and "blocks"."blocked_id" = "profiles"."user_id")
  or ("blocks"."blocker_id" = "profiles"."user_id"
  and "blocks"."blocked_id" = $6)))
  and (exists (select 1
  from "likes" l1
  where l1.liker_id = $7::bigint
  and l1.liked_id = "profiles"."user_id")
  and exists (select 1
  from "likes" l2
  where l2.liker_id = "profiles"."user_id"
  and l2.liked_id = $8::bigint)
  and exists (select 1
  from "notices" n
  where n.member_id = $9::bigint
  and n.kind = 'match'
  and n.data->>'member' = ("profiles"."user_id")::text)))
  order by "notices"."id" desc
  limit $10;

select "profiles"."user_id", "profiles"."name", "profiles"."date_of_birth", "profiles"."city", "profiles"."country", "profiles"."countryregion", "profiles"."gender", "users"."language", "users"."fictional", "profiles"."verified_at", "profiles"."last_active_at", "images"."filename", "images"."thumb_filename", exists (select 1
  from "likes"
  where "likes"."liker_id" = $1
  and "likes"."liked_id" = "profiles"."user_id"), "conversations"."id", (select max(m.created_at)
  from messages m
  where m.conversation_id = "conversations"."id"
  and m.sender_id <> $2::bigint), (select count(*)
  from messages m
  where m.conversation_id = "conversations"."id"
  and m.sender_id <> $3::bigint
  and m.id > "conversation_members"."last_read_message_id")::int
  from "profiles"
  inner join "users" on "users"."id" = "profiles"."user_id"
  left join "images" on "images"."id" = "profiles"."main_image_id"
  inner join "conversations" on "profiles"."user_id" = case when "conversations"."member_low" = $4::bigint
    then "conversations"."member_high" else "conversations"."member_low" end
  inner join "conversation_members" on ("conversation_members"."conversation_id" = "conversations"."id"
  and "conversation_members"."member_id" = $5
  and "conversation_members"."hidden_at" is null)
  where (("profiles"."searchable"
  and "profiles"."user_id" <> $6
  and not exists (select 1
  from "blocks"
  where ("blocks"."blocker_id" = $7
  and "blocks"."blocked_id" = "profiles"."user_id")
  or ("blocks"."blocker_id" = "profiles"."user_id"
  and "blocks"."blocked_id" = $8)))
  and (select max(m.created_at)
  from messages m
  where m.conversation_id = "conversations"."id"
  and m.sender_id <> $9::bigint) is not null)
  order by "conversations"."last_message_at" desc
  limit $10;

select "id", "delta", "reason", "created_at"
  from "credit_ledger"
  where ("credit_ledger"."member_id" = $1
  and "credit_ledger"."delta" > $2)
  order by "credit_ledger"."id" desc
  limit $3;

select "id", "kind", "data", "created_at"
  from "notices"
  where ("notices"."member_id" = $1
  and "notices"."kind" <> $2)
  order by "notices"."id" desc
  limit $3;
