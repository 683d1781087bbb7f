-- Likes: a row per (tool, user) and a count per tool.
-- Anyone reads counts; a signed-in user inserts and deletes only their own
-- likes; nobody writes counts: a trigger keeps them in step, never below 0.

create table public.tool_likes (
  id bigint generated always as identity primary key,
  tool_id text not null check (tool_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(tool_id) <= 60),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint tool_likes_tool_user_key unique (tool_id, user_id)
);

create table public.tool_likes_count (
  tool_id text primary key,
  likes_count integer not null default 0 constraint tool_likes_count_not_negative check (likes_count >= 0)
);

alter table public.tool_likes enable row level security;
alter table public.tool_likes_count enable row level security;

-- A user sees only their own likes (who liked what is nobody else's business).
create policy "users read their own likes" on public.tool_likes
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "users like as themselves" on public.tool_likes
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "users unlike their own likes" on public.tool_likes
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "counts are public" on public.tool_likes_count
  for select to anon, authenticated using (true);
-- No insert, update or delete policy on counts: row level security refuses every direct write.

grant select, insert, delete on public.tool_likes to authenticated;
grant select on public.tool_likes_count to anon, authenticated;
revoke insert, update, delete on public.tool_likes_count from anon, authenticated;

create function public.tool_likes_sync_count()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.tool_likes_count as c (tool_id, likes_count)
    values (new.tool_id, 1)
    on conflict (tool_id) do update set likes_count = c.likes_count + 1;
    return new;
  end if;
  update public.tool_likes_count as c
     set likes_count = greatest(c.likes_count - 1, 0)
   where c.tool_id = old.tool_id;
  return old;
end;
$$;

revoke execute on function public.tool_likes_sync_count() from public, anon, authenticated;

create trigger tool_likes_count_sync
  after insert or delete on public.tool_likes
  for each row execute function public.tool_likes_sync_count();
