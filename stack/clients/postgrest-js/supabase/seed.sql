-- The rows postgrest-js's cases expect (their expectations name these values), written for the port.
-- Rows with explicit ids leave the identity sequences where the cases expect them (they start at 1).

insert into public.users (username, status, age_range, catchphrase, data) values
  ('supabot', 'ONLINE', '[1,2)', 'fat cat', null),
  ('kiwicopple', 'OFFLINE', '[25,35)', 'cat bat', null),
  ('awailas', 'ONLINE', '[25,35)', 'bat rat', null),
  ('dragarcia', 'ONLINE', '[20,30)', 'rat fat', null),
  ('jsonuser', 'ONLINE', '[20,30)', 'json test',
   '{"foo": {"bar": {"nested": "value"}, "baz": "string value"}}');

insert into public.channels (slug) values ('public'), ('random'), ('other');

insert into public.messages (message, channel_id, username) values
  ('Hello World 👋', 1, 'supabot'),
  ('Perfection is attained, not when there is nothing more to add, but when there is nothing left to take away.', 2, 'supabot'),
  ('Some message on channel without details', 3, 'supabot'),
  ('Some message on channel without details', 3, 'supabot');

insert into personal.users (username, status, age_range) values
  ('supabot', 'ONLINE', '[1,2)'),
  ('kiwicopple', 'OFFLINE', '[25,35)'),
  ('awailas', 'ONLINE', '[25,35)'),
  ('dragarcia', 'ONLINE', '[20,30)'),
  ('leroyjenkins', 'ONLINE', '[20,40)');

insert into public.channel_details (id, details) values
  (1, 'Details for public channel'),
  (2, 'Details for random channel');

insert into public.user_profiles (id, username) values (1, 'supabot'), (2, null);

insert into public.best_friends (id, first_user, second_user, third_wheel) values
  (1, 'supabot', 'kiwicopple', 'awailas'),
  (2, 'supabot', 'awailas', null);

insert into public.collections (id, description, parent_id) values
  (1, 'Root Collection', null),
  (2, 'Child of Root', 1),
  (3, 'Another Child of Root', 1),
  (4, 'Grandchild', 2),
  (5, 'Sibling of Grandchild', 2),
  (6, 'Child of Another Root', 3);

insert into public.products (id, name, description, price) values
  (1, 'Laptop', 'High-performance laptop', 999.99),
  (2, 'Smartphone', 'Latest model smartphone', 699.99),
  (3, 'Headphones', 'Noise-cancelling headphones', 199.99);

insert into public.categories (id, name, description) values
  (1, 'Electronics', 'Electronic devices and gadgets'),
  (2, 'Computers', 'Computer and computer accessories'),
  (3, 'Audio', 'Audio equipment');

-- Laptop: Electronics and Computers; Smartphone: Electronics; Headphones: Electronics and Audio.
insert into public.product_categories (product_id, category_id) values (1, 1), (1, 2), (2, 1), (3, 1), (3, 3);

insert into public.cornercase (id, array_column) values
  (1, array['test', 'one']),
  (2, array['another']),
  (3, array['test2']);

insert into public.hotel (id, name) values
  (1, 'Sunset Resort'), (2, 'Mountain View Hotel'), (3, 'Beachfront Inn'), (4, null);

-- Bookings: three at hotel 1, two without a hotel, one at the hotel without a name.
insert into public.booking (id, hotel_id) values (1, 1), (2, 1), (3, 2), (4, null), (5, 3), (6, 1), (7, null), (8, 4);

insert into public.users_audit (id, previous_value) values (1, 42), (2, 42), (3, 42), (4, 42), (5, 42);

insert into public.events (created_at, event_type, data) values
  ('2024-06-15', 'login', '{"user": "alice"}'),
  ('2025-03-20', 'logout', '{"user": "bob"}');
