import { useState } from 'react';
import { Flag, MoreVertical, ShieldBan, ShieldCheck } from 'lucide-react';
import { MESSAGING_TEXT } from '@/config/messages';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useBlockMember, useUnblockMember } from '../queries';
import { ReportDialog } from './ReportDialog';

export interface MemberSafetyMenuProps {
  memberId: string;
  name: string;
  blockedByMe: boolean;
  /** The pair's conversation, when there is one to report. */
  conversationId?: string | null;
}

/** Block / unblock a member and report the conversation: in the conversation header and on the profile. */
export function MemberSafetyMenu({ memberId, name, blockedByMe, conversationId }: MemberSafetyMenuProps) {
  const block = useBlockMember();
  const unblock = useUnblockMember();
  const [confirmBlock, setConfirmBlock] = useState(false);
  const [reporting, setReporting] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={MESSAGING_TEXT.options}>
            <MoreVertical aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {blockedByMe ? (
            <DropdownMenuItem disabled={unblock.isPending} onSelect={() => unblock.mutate(memberId)}>
              <ShieldCheck aria-hidden="true" /> {MESSAGING_TEXT.unblock}
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={() => setConfirmBlock(true)}>
              <ShieldBan aria-hidden="true" /> {MESSAGING_TEXT.block}
            </DropdownMenuItem>
          )}
          {conversationId ? (
            <DropdownMenuItem onSelect={() => setReporting(true)}>
              <Flag aria-hidden="true" /> {MESSAGING_TEXT.report}
            </DropdownMenuItem>
          ) : null}
        </DropdownMenuContent>
      </DropdownMenu>
      <AlertDialog open={confirmBlock} onOpenChange={setConfirmBlock}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>{MESSAGING_TEXT.blockConfirmTitle(name)}</AlertDialogTitle>
            <AlertDialogDescription>{MESSAGING_TEXT.blockConfirmText}</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => block.mutate(memberId)}>Block</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
      {conversationId ? (
        <ReportDialog conversationId={conversationId} open={reporting} onOpenChange={setReporting} />
      ) : null}
    </>
  );
}
