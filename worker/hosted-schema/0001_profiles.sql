-- Hosted Supabase schema for proxy mode (apply with the Supabase CLI or the SQL editor).
-- The profile row is the only source of a user's role: it is created by a trigger from
-- the sign-up data, and its owner can never change the role (column privileges).
-- Mirrors the embedded D1 schema in ../migrations/0002_auth.sql.

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text check (char_length(full_name) <= 200),
  role text not null default 'investor'
    constraint profiles_role_check check (role in ('admin', 'investor', 'creator')),
  avatar_url text check (char_length(avatar_url) <= 2048),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

-- Security definer so the admin check does not recurse into the policies below.
create function public.is_admin() returns boolean
language sql stable security definer set search_path = ''
as $$
  select exists (select 1 from public.profiles where id = auth.uid() and role = 'admin');
$$;
revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated;

create policy "profiles: owners read their row" on public.profiles
  for select to authenticated using (id = auth.uid());
create policy "profiles: admins read every row" on public.profiles
  for select to authenticated using (public.is_admin());
create policy "profiles: owners update their row" on public.profiles
  for update to authenticated using (id = auth.uid()) with check (id = auth.uid());
create policy "profiles: admins update every row" on public.profiles
  for update to authenticated using (public.is_admin()) with check (public.is_admin());

-- Table privileges: anon may query (RLS shows it nothing, as PostgREST expects); signed-in
-- users may read and update only the name and avatar columns. No one but the service
-- role inserts or deletes, and no API role can write `role` at all.
revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to anon, authenticated;
grant update (full_name, avatar_url) on table public.profiles to authenticated;

create function public.touch_profile_updated_at() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

create trigger profiles_touch_updated_at
  before update on public.profiles
  for each row execute function public.touch_profile_updated_at();

-- Creates the profile with the user, in the same transaction. The role comes from the
-- sign-up data but only investor or creator is accepted; anything else (admin, Admin,
-- a number, nothing) becomes investor. Admins are appointed with SQL by the operator.
create function public.handle_new_user() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  requested text := new.raw_user_meta_data ->> 'role';
begin
  insert into public.profiles (id, full_name, role, avatar_url)
  values (
    new.id,
    nullif(left(btrim(new.raw_user_meta_data ->> 'full_name'), 200), ''),
    case when requested in ('investor', 'creator') then requested else 'investor' end,
    left(new.raw_user_meta_data ->> 'avatar_url', 2048)
  );
  return new;
end;
$$;
revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute function public.handle_new_user();
