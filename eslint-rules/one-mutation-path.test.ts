// The one mutation path (docs/architecture.md, "Mutations") is enforced by `npm run lint`: a mutation
// without a key, a mutation refreshing queries in its own callbacks and a component writing the cache
// must each fail it. This lints small sources with the repository's own config (as files of src/ that
// do not exist, so nothing bad is left in the tree) and reads that rule's messages.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: repo });
const RULE = 'mutations/one-mutation-path';

async function problems(file: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: `${repo}/${file}` });
  return result!.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const header = "import { useMutation, useQueryClient } from '@tanstack/react-query';\n";

describe('npm run lint keeps one mutation path', () => {
  it('fails a mutation without a mutationKey', async () => {
    const text = `${header}export const useSave = () => useMutation({ mutationFn: async () => 1 });\n`;
    expect(await problems('src/features/jobs/zz-lint-probe.ts', text)).toEqual([
      expect.stringContaining('useMutation needs a mutationKey'),
    ]);
  });

  it('fails a mutation that refreshes queries itself (the hand-typed key of reviews/admin.ts)', async () => {
    const text = `${header}export function useHide() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['admin', 'hide'],
    mutationFn: async () => 1,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}\n`;
    expect(await problems('src/features/reviews/zz-lint-probe.ts', text)).toEqual([
      expect.stringContaining('invalidateQueries in a mutation'),
    ]);
  });

  it('fails a component that writes the cache itself (ConversationView before the rule)', async () => {
    const text = `${header}export function View() {
  const queryClient = useQueryClient();
  queryClient.setQueryData(['messages'], []);
  return null;
}\n`;
    const found = await problems('src/features/messaging/components/ZzLintProbe.tsx', text);
    expect(found).toHaveLength(2);
    expect(found.every((m) => m.startsWith('a component does not'))).toBe(true);
  });

  it('lets a mutation hook with a key write its own cache optimistically, and a screen retry its query', async () => {
    const hook = `${header}export function useDismiss() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['matching', 'dismiss'],
    mutationFn: async (id: string) => id,
    onMutate: (id: string) => queryClient.setQueryData<string[]>(['people'], (old) => old?.filter((p) => p !== id)),
  });
}\n`;
    expect(await problems('src/features/matching/zz-lint-probe.ts', hook)).toEqual([]);
    const screen =
      'export const Retry = ({ q }: { q: { refetch(): void } }) => <button onClick={() => q.refetch()} />;\n';
    expect(await problems('src/features/news/components/ZzLintProbe.tsx', screen)).toEqual([]);
  });
});
