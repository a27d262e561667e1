// README.txt: what each file of the archive holds, in the member's words. Kept beside steps/, which
// writes the files; supabase/API.md ('Your data') documents the same shapes for developers.

const FILES: [string, string][] = [
  [
    'profile.json',
    'Your profile: name, e-mail, type, company, position, service type, description, photo, referral code, plan and dates.',
  ],
  ['skills.json', 'The skills on your profile.'],
  ['services.json', 'The services you list (Service Providers), shown or kept as drafts.'],
  ['needs.json', 'What you are looking for (HR Professionals): the categories and your sentence.'],
  [
    'connections.json',
    'Your connections and requests, each with the other member’s name, position and company only, and the members you blocked.',
  ],
  [
    'messages/',
    'One file per conversation: who it is with and every message you sent or received in it, oldest first. A message you deleted keeps its place with an empty text.',
  ],
  ['applications.json', 'The jobs you applied to: your application, its status and how the status changed.'],
  [
    'jobs-posted.json',
    'The jobs you posted and who applied, as you see them on the Applicants page: their note, contact, CV name, status and your notes.',
  ],
  ['reviews-written.json', 'The reviews you wrote, and the provider’s answers.'],
  ['reviews-received.json', 'The reviews written about you, and your answers.'],
  ['notifications.json', 'Your notifications, the announcements that reached you, and the kinds you turned off.'],
  ['plan-history.json', 'Your plan, every change of it with its reason, and the upgrades you asked for.'],
  [
    'invites.json',
    'How many invitations you sent and when (we keep no addresses), and how many members joined through your link.',
  ],
  ['files/', 'Your own files: your profile photo (files/photos/) and the CVs you uploaded (files/cvs/).'],
];

function wrap(text: string, width: number, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.map((l) => indent + l).join('\n');
}

export function readme(name: string, createdAt: Date): string {
  const when = createdAt.toISOString().replace('T', ' ').slice(0, 16);
  const files = FILES.map(([file, what]) => `${file}\n${wrap(what, 76, '    ')}`).join('\n\n');
  return `Your HR Connect data
====================

A copy of everything HR Connect holds about ${name || 'you'} that you can see yourself, made on
${when} UTC. Other members' private details are not included: where someone else appears, you see
what the app shows you about them.

The .json files are plain text (JSON, UTF-8); times are in UTC (ISO 8601). Any spreadsheet or text
editor opens them.

${files}

This archive is deleted from our servers 7 days after it was made, and its download link works for
24 hours. You can ask for a new one from Settings, once an hour.
`;
}
