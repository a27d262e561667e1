import { useState, type KeyboardEvent } from 'react';
import { Plus, X } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useAddSkill, useRemoveSkill, useSkills } from './queries';
import { isDuplicateSkill, normaliseSkill, SKILL_MAX } from './skill';

/** Skills & Expertise of a profile; editable only for its owner. */
export function SkillsList({ profileId, editable }: { profileId: string; editable: boolean }) {
  const skills = useSkills(profileId);
  const add = useAddSkill(profileId);
  const remove = useRemoveSkill();
  const [text, setText] = useState('');
  const list = skills.data ?? [];
  const candidate = normaliseSkill(text);
  const duplicate = candidate !== null && isDuplicateSkill(candidate, list);

  const submit = () => {
    // Blank text is ignored (spec point 5); a duplicate would be refused by the database.
    if (candidate === null || duplicate || add.isPending) return;
    add.mutate(candidate, { onSuccess: () => setText('') });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      submit();
    }
  };

  return (
    <div className="space-y-3">
      {skills.isPending ? (
        <p role="status" className="text-sm text-slate-600">
          Loading skills…
        </p>
      ) : skills.error ? (
        <p className="text-sm text-slate-600">Skills could not be loaded.</p>
      ) : list.length === 0 ? (
        <p className="text-sm text-slate-600">No skills added yet.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Skills">
          {list.map((s) => (
            <li key={s.id}>
              <Badge variant="secondary" className="gap-1" data-user-content>
                {s.skill_name}
                {editable ? (
                  <button
                    type="button"
                    className="ml-1 rounded-full hover:text-red-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
                    aria-label={`Remove ${s.skill_name}`}
                    disabled={remove.isPending && remove.variables === s.id}
                    onClick={() => remove.mutate(s.id)}
                  >
                    <X className="h-3 w-3" aria-hidden="true" />
                  </button>
                ) : null}
              </Badge>
            </li>
          ))}
        </ul>
      )}
      {editable ? (
        <div className="space-y-1">
          <div className="flex gap-2">
            <Input
              aria-label="New skill"
              placeholder="Add a skill"
              maxLength={SKILL_MAX}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <Button type="button" onClick={submit} disabled={add.isPending || candidate === null || duplicate}>
              <Plus className="mr-1 h-4 w-4" aria-hidden="true" />
              Add
            </Button>
          </div>
          {duplicate ? <p className="text-sm text-slate-600">This skill is already on your profile.</p> : null}
        </div>
      ) : null}
    </div>
  );
}
