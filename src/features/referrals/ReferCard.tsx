import { useEffect, useRef, useState } from 'react';
import { Check, Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { TIMINGS } from '@/config/constants';
import { referralLink, useReferralCount } from './queries';
import { InviteDialog } from './InviteDialog';

/** Spec point 9: the copy button reads 'Copied' for 2000 ms. */
const COPY_CONFIRM_MS = TIMINGS.copyConfirmation;

export function ReferCard({ uid, referralCode }: { uid: string; referralCode: string | null | undefined }) {
  const link = referralLink(window.location.origin, referralCode);
  const count = useReferralCount(uid);
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const input = useRef<HTMLInputElement>(null);

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // Without clipboard access (no secure context, permission refused) nothing was copied: say so
      // and select the link so it can be copied by hand, as the admin credentials' Copy does.
      input.current?.focus();
      input.current?.select();
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the link and copy it by hand.' });
      return;
    }
    toast({ title: 'Copied to clipboard!', description: 'You can now share your referral link.' });
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRM_MS);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Refer &amp; Earn</CardTitle>
        <CardDescription>Invite colleagues to join the network with your personal link.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {link ? (
          <>
            <div className="flex gap-2">
              <Input
                ref={input}
                readOnly
                value={link}
                aria-label="Your referral link"
                onFocus={(e) => e.currentTarget.select()}
              />
              <Button type="button" variant="outline" onClick={copy} aria-live="polite">
                {copied ? (
                  <Check className="mr-1 h-4 w-4" aria-hidden="true" />
                ) : (
                  <Copy className="mr-1 h-4 w-4" aria-hidden="true" />
                )}
                {copied ? 'Copied' : 'Copy'}
              </Button>
            </div>
            <p className="text-sm text-slate-600" data-testid="referral-count">
              {count.isPending
                ? 'Loading…'
                : count.error
                  ? 'Could not load the number of members who joined through your link.'
                  : `${count.data} ${count.data === 1 ? 'member has' : 'members have'} joined through your link`}
            </p>
            <InviteDialog uid={uid} />
          </>
        ) : (
          <p className="text-sm text-slate-600">
            Referral code not available. Please complete your profile or try again later.
          </p>
        )}
      </CardContent>
    </Card>
  );
}
