-- Likes only for tools that exist, and no table-wide writes by API roles.
--
-- public.tools lists the catalogue's tool ids. It is not edited by hand: the
-- deploy step `npm run -s likes:tools-sql | psql "$SUPABASE_DB_URL"` (README,
-- Likes) inserts every tools/<id>/ folder's id, so adding a tool folder needs
-- no other edit. A like whose tool_id is not in it is refused (foreign key).
create table public.tools (
  id text primary key check (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(id) <= 60)
);
alter table public.tools enable row level security;
create policy "tools are public" on public.tools for select to anon, authenticated using (true);

-- Likes made before this migration keep their tool (the next sync with --prune drops tools that are gone).
insert into public.tools (id) select tool_id from public.tool_likes union select tool_id from public.tool_likes_count on conflict do nothing;

alter table public.tool_likes
  add constraint tool_likes_tool_id_fkey foreign key (tool_id) references public.tools (id) on delete cascade;
alter table public.tool_likes_count
  add constraint tool_likes_count_tool_id_fkey foreign key (tool_id) references public.tools (id) on delete cascade;

-- Supabase grants ALL on new public tables to anon and authenticated by default, and
-- row level security does not cover TRUNCATE (nor REFERENCES or TRIGGER). Start from
-- nothing and grant exactly what the site uses.
revoke all on public.tools, public.tool_likes, public.tool_likes_count from anon, authenticated;
grant select on public.tools, public.tool_likes_count to anon, authenticated;
grant select, insert, delete on public.tool_likes to authenticated;
