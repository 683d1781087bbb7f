-- The small part of Supabase the likes migration relies on, for tests on a
-- plain PostgreSQL: the API roles, auth.users, and auth.uid() reading the
-- JWT claims from request.jwt.claims as Supabase does.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then create role anon nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then create role authenticated nologin noinherit; end if;
  if not exists (select from pg_roles where rolname = 'service_role') then create role service_role nologin noinherit bypassrls; end if;
end $$;

create schema if not exists auth;
create table if not exists auth.users (id uuid primary key, email text);

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;

grant usage on schema public, auth to anon, authenticated, service_role;
-- Supabase's default grants: every table, sequence and function a migration creates in public
-- is open to the API roles (ALL, TRUNCATE included) until the migration revokes it.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
grant execute on function auth.uid() to anon, authenticated, service_role;
-- Let the test's login role act as each API role (SET ROLE), as PostgREST does.
do $$ begin execute format('grant anon, authenticated, service_role to %I', current_user); end $$;
