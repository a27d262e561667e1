// Spec point 5: a skill is ignored when its trimmed text is empty. The database allows 1–60 chars,
// unique per profile case-insensitively, so the UI refuses duplicates before asking.
export const SKILL_MAX = 60;

export function normaliseSkill(text: string): string | null {
  const t = text.trim();
  return t === '' ? null : t;
}

export function isDuplicateSkill(name: string, existing: readonly { skill_name: string }[]): boolean {
  const lower = name.toLowerCase();
  return existing.some((s) => s.skill_name.toLowerCase() === lower);
}
