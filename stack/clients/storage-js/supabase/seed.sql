-- What the storage-js ports read before they write: the bucket whose description storageApi.test.ts
-- compares field by field (fixed owner and timestamps), and the bucket move/copy cases target.
insert into storage.buckets (id, name, owner, created_at, updated_at, public) values
  ('bucket2', 'bucket2', '4d56e902-f0a0-4662-8448-a4d9e643c142', '2021-02-17T04:43:32.770Z', '2021-02-17T04:43:32.770Z', false),
  ('bucket-move', 'bucket-move', '317eadce-631a-4429-a0bb-f19a7a517b4a', '2021-02-17T04:43:32.770Z', '2021-02-17T04:43:32.770Z', false);
