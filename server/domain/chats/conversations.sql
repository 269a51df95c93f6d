select "profiles"."user_id", "profiles"."name", "profiles"."date_of_birth", "profiles"."city", "profiles"."country", "profiles"."countryregion", "profiles"."gender", "users"."language", "users"."fictional", "profiles"."verified_at", "profiles"."last_active_at", "images"."filename", "images"."thumb_filename", exists (select 1
  from "likes"
  where "likes"."liker_id" = $1
  and "likes"."liked_id" = "profiles"."user_id"), "conversations"."id", "messages"."id", "messages"."body", "messages"."photo_width", "messages"."created_at", "messages"."sender_id", (select count(*)
  from "messages" m
  where m.conversation_id = "conversation_members"."conversation_id"
  and m.sender_id <> $2
  and m.id > "conversation_members"."last_read_message_id")::int, (select case when u.deleted_at is not null then 'deleted' when u.banned_at is not null then 'removed' end
  from "users" u
  where u.id = "profiles"."user_id")
  from "profiles"
  inner join "users" on "users"."id" = "profiles"."user_id"
  left join "images" on "images"."id" = "profiles"."main_image_id"
  inner join "conversations" on (("conversations"."member_low" = $3
  and "conversations"."member_high" = "profiles"."user_id")
  or ("conversations"."member_high" = $4
  and "conversations"."member_low" = "profiles"."user_id"))
  inner join "conversation_members" on ("conversation_members"."conversation_id" = "conversations"."id"
  and "conversation_members"."member_id" = $5)
  left join "messages" on "messages"."id" = "conversations"."last_message_id"
  where ((("profiles"."searchable"
  and "profiles"."user_id" <> $6
  and not exists (select 1
  from "blocks"
  where ("blocks"."blocker_id" = $7
  and "blocks"."blocked_id" = "profiles"."user_id")
  or ("blocks"."blocker_id" = "profiles"."user_id"
  and "blocks"."blocked_id" = $8)))
  or (exists (select 1
  from "users" u
  where u.id = "profiles"."user_id"
  and (u.deleted_at is not null
  or u.banned_at is not null))
  and not exists (select 1
  from "blocks"
  where ("blocks"."blocker_id" = $9
  and "blocks"."blocked_id" = "profiles"."user_id")
  or ("blocks"."blocker_id" = "profiles"."user_id"
  and "blocks"."blocked_id" = $10))))
  and ("conversations"."last_message_id" is not null
  or "conversations"."started_by" = $11)
  and ("conversation_members"."hidden_at" is null
  or "conversations"."last_message_at" > "conversation_members"."hidden_at"))
  order by coalesce("conversations"."last_message_at", "conversations"."created_at") desc, "conversations"."id" desc;
