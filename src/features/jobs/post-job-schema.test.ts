import { describe, expect, it } from 'vitest';
import { emptyPostJob, postJobSchema, toJobInsert } from './post-job-schema';

describe('post job schema', () => {
  it('requires title, company, location and description', () => {
    const r = postJobSchema.safeParse(emptyPostJob);
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path[0]).sort();
    expect(paths).toEqual(['company_name', 'description', 'location', 'title']);
  });
  it('rejects blank-only required fields and accepts optional ones empty', () => {
    expect(postJobSchema.safeParse({ ...emptyPostJob, title: '  ', company_name: 'A', location: 'B', description: 'C' }).success).toBe(false);
    expect(postJobSchema.safeParse({ ...emptyPostJob, title: 'T', company_name: 'A', location: 'B', description: 'C' }).success).toBe(true);
  });
  it('stores empty optional fields as null', () => {
    const row = toJobInsert({ ...emptyPostJob, title: ' T ', company_name: 'A', location: 'B', description: 'C', joining_time: 'Immediately' }, 'u1');
    expect(row).toMatchObject({ title: 'T', joining_time: 'Immediately', experience_required: null, posted_by: 'u1' });
  });
});
