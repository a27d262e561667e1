import { describe, expect, it } from 'vitest';
import { emptyPostJob, JOB_LIMITS, postJobSchema, toJobInsert } from './post-job-schema';

describe('post job schema', () => {
  it('requires title, company, location and description', () => {
    const r = postJobSchema.safeParse(emptyPostJob);
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path[0]).sort();
    expect(paths).toEqual(['company_name', 'description', 'location', 'title']);
  });
  it('rejects blank-only required fields and accepts optional ones empty', () => {
    expect(
      postJobSchema.safeParse({ ...emptyPostJob, title: '  ', company_name: 'A', location: 'B', description: 'C' })
        .success,
    ).toBe(false);
    expect(
      postJobSchema.safeParse({ ...emptyPostJob, title: 'T', company_name: 'A', location: 'B', description: 'C' })
        .success,
    ).toBe(true);
  });
  it('stores empty optional fields as null', () => {
    const row = toJobInsert(
      {
        ...emptyPostJob,
        title: ' T ',
        company_name: 'A',
        location: 'B',
        description: 'C',
        joining_time: 'Immediately',
      },
      'u1',
    );
    expect(row).toMatchObject({ title: 'T', joining_time: 'Immediately', experience_required: null, posted_by: 'u1' });
  });
  it("refuses what the database's length checks would refuse, saying which field and how long", () => {
    const ok = { ...emptyPostJob, title: 'T', company_name: 'A', location: 'B', description: 'C' };
    const long = (n: number) => 'x'.repeat(n);
    expect(postJobSchema.safeParse({ ...ok, title: long(JOB_LIMITS.title) }).success).toBe(true);
    const r = postJobSchema.safeParse({
      ...ok,
      title: long(161),
      experience_required: long(121),
      education_qualification: long(161),
    });
    expect(r.success).toBe(false);
    expect(Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]))).toEqual({
      title: 'Job title must be 160 characters or fewer',
      experience_required: 'Experience must be 120 characters or fewer',
      education_qualification: 'Education must be 160 characters or fewer',
    });
  });
});
