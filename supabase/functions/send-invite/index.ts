// send-invite: e-mails an invitation with the member's referral link. Hosted edge functions have no
// mail of their own: SMTP comes from the function's secrets (SMTP_HOST, SMTP_PORT, SMTP_USER,
// SMTP_PASS, SMTP_FROM; locally the stack points SMTP_HOST/SMTP_PORT at its inbox) and SITE_URL says
// where the link leads. The database counts and limits invites (record_invite, as the member), and
// the answer never depends on whether the address belongs to a member: no account discovery.
import { caller, json, objectBody, serve, serviceClient, validEmail } from '../_shared/http.ts';
import { escapeHtml, mailFrom, siteUrl, transport } from '../_shared/mail.ts';

function invitation(to: string, inviter: string, link: string) {
  const name = inviter || 'A colleague';
  return {
    from: mailFrom(),
    to,
    subject: `${name} invited you to join HR Connect`,
    text: `${name} invited you to HR Connect, the network where HR professionals meet the service providers who work for them.\n\nJoin here: ${link}\n`,
    html: `<p>${escapeHtml(name)} invited you to HR Connect, the network where HR professionals meet the service providers who work for them.</p>
<p><a href="${escapeHtml(link)}">Join HR Connect</a></p>
<p>Or paste this link into your browser: ${escapeHtml(link)}</p>`,
  };
}

serve('send-invite', async (req) => {
  const who = await caller(req);
  if (who instanceof Response) return who;
  const body = await objectBody(req);
  const email = validEmail(body?.email);
  if (!email) return json(400, { error: 'Please enter a valid email address' });

  const service = serviceClient();
  const { data: profile, error: profileError } = await service
    .from('profiles')
    .select('full_name, referral_code')
    .eq('id', who.user.id)
    .maybeSingle();
  if (profileError) throw profileError;
  if (!profile) return json(403, { error: 'Only members can send invites' });

  // Counted first, as the member: the database refuses the 21st of the day and non-members.
  const recorded = await who.client.rpc('record_invite');
  if (recorded.error) {
    const status = recorded.error.code === 'P0001' ? 429 : recorded.error.code === '42501' ? 403 : 500;
    if (status === 500) throw recorded.error;
    return json(status, { error: recorded.error.message, hint: recorded.error.hint ?? null });
  }

  const link = `${siteUrl()}/register/${profile.referral_code}`;
  try {
    await transport().sendMail(invitation(email, profile.full_name ?? '', link));
  } catch (err) {
    console.error('send-invite: SMTP failed', err);
    await service.rpc('forget_invite', { p_inviter: who.user.id });
    return json(502, { error: 'The invitation could not be sent. Please try again later.' });
  }
  return json(200, { sent: true, sent_today: recorded.data });
});
