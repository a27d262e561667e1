import { describe, expect, it, vi, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

const s = vi.hoisted(() => ({ add: vi.fn(), remove: vi.fn(), skills: [] as { id: string; skill_name: string }[] }));
vi.mock('./queries', () => ({
  useSkills: () => ({ isPending: false, error: null, data: s.skills }),
  useAddSkill: () => ({ mutate: s.add, isPending: false }),
  useRemoveSkill: () => ({ mutate: s.remove, isPending: false, variables: undefined }),
}));

import { SkillsList } from './SkillsEditor';

describe('SkillsList', () => {
  beforeEach(() => {
    s.add.mockReset();
    s.remove.mockReset();
    s.skills = [{ id: 's1', skill_name: 'Payroll' }];
  });

  it('adds with the button or Enter, trimmed, and ignores blank or duplicate text', async () => {
    render(<SkillsList profileId="u1" editable />);
    const input = screen.getByLabelText('New skill');
    await userEvent.type(input, '   {Enter}');
    expect(s.add).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, ' Hiring {Enter}');
    expect(s.add).toHaveBeenLastCalledWith('Hiring', expect.anything());
    await userEvent.clear(input);
    await userEvent.type(input, 'Coaching');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(s.add).toHaveBeenLastCalledWith('Coaching', expect.anything());
    await userEvent.clear(input);
    await userEvent.type(input, 'payroll{Enter}');
    expect(s.add).toHaveBeenCalledTimes(2);
    expect(screen.getByText('This skill is already on your profile.')).toBeInTheDocument();
  });

  it('removes a skill', async () => {
    render(<SkillsList profileId="u1" editable />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Payroll' }));
    expect(s.remove).toHaveBeenCalledWith('s1');
  });

  it('is read-only on another profile', () => {
    render(<SkillsList profileId="u2" editable={false} />);
    expect(screen.getByText('Payroll')).toBeInTheDocument();
    expect(screen.queryByLabelText('New skill')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Payroll' })).not.toBeInTheDocument();
  });
});
