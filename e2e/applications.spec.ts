// Applying to jobs and profile photos (issue 17) in a real browser against the local stack: the CV
// and the photo go through Storage, the statuses through the database, nothing is mocked.
import type { Page } from '@playwright/test';
import { expect, expectAccessible, memberPage, newMember, signUpViaUi, test, toastWith } from './support/fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Posts a job through Manage Jobs and returns its id. */
async function postJob(page: Page, title: string): Promise<string> {
  await page.goto('/dashboard#jobs');
  await expect(page.getByRole('tab', { name: 'Manage Jobs' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('button', { name: /Post a Job/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a New Job Posting' });
  await dialog.getByLabel('Job Title *').fill(title);
  await dialog.getByLabel('Company *').fill('E2E Co');
  await dialog.getByLabel('Location *').fill('Remote');
  await dialog.getByLabel('Description *').fill('Run payroll for our clients.');
  await dialog.getByRole('button', { name: 'Post Job' }).click();
  await expect(toastWith(page, 'Job Posted Successfully!')).toBeVisible();
  const row = page.getByTestId('posting-row').filter({ hasText: title });
  await expect(row).toContainText('0 applications');
  const href = await row.getByRole('link', { name: title, exact: true }).getAttribute('href');
  return href!.split('/').pop()!;
}

test('a member applies with a PDF, the poster opens the CV and shortlists, the applicant sees the new status', async ({
  browser,
}) => {
  // Three members, two browsers, uploads and a download: give it room on a loaded machine.
  test.slow();
  const poster = newMember('HR Professional');
  const applicant = newMember('Service Provider');
  const title = `Payroll Lead ${poster.email.slice(4, 12)}`;
  const posterPage = await memberPage(browser, poster);
  const jobId = await postJob(posterPage, title);

  // The applicant, not signed in yet, finds the job, presses Apply Now, signs in and is back on it.
  const page = await (await browser.newContext()).newPage();
  await signUpViaUi(page, applicant);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(applicant.email);
  await page.getByLabel('Password').fill(applicant.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Signing in hashes the password (bcrypt): slow on a loaded machine.
  await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}\\?apply=1$`), { timeout: 30_000 });
  const form = page.getByRole('dialog', { name: 'Apply for this job' });
  await expect(form.getByLabel('Contact email')).toHaveValue(applicant.email);

  // The form says what is wrong before anything is sent.
  await form.getByLabel('CV').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(form.getByText('Your CV must be a PDF, DOC or DOCX file')).toBeVisible();

  await form.getByLabel('CV').setInputFiles({ name: 'Parker CV.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByLabel('Cover note (optional)').fill('Ten years of payroll for small firms.');
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toastWith(page, 'Application sent')).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(page.getByTestId('applied-badge')).toBeVisible();
  await expect(page.getByTestId('application-status')).toHaveText('New');

  // The public list marks the job as applied to.
  await page.goto('/jobs');
  const card = page.getByTestId('public-job-card').filter({ hasText: title });
  await expect(card.getByTestId('applied-badge')).toBeVisible();

  // The poster sees one new application, opens the CV and shortlists with a note. (The tab is still
  // on /dashboard#jobs, where going to the same address would only move to the anchor: reload.)
  await posterPage.reload();
  const row = posterPage.getByTestId('posting-row').filter({ hasText: title });
  await expect(row.getByTestId('application-count')).toHaveText('1 application');
  await expect(row.getByTestId('new-count')).toHaveText('1 new');
  await row.getByRole('link', { name: `View Applicants: ${title}` }).click();
  await expect(posterPage).toHaveURL(new RegExp(`/jobs/${jobId}/applicants$`));
  const applicantCard = posterPage.getByTestId('applicant-card').filter({ hasText: applicant.fullName });
  await expect(applicantCard).toContainText('Ten years of payroll for small firms.');
  await expect(applicantCard.getByTestId('application-status')).toHaveText('New');

  // 'Open CV' shows the PDF in the page (issue 32 #10: it used to download it); Download is beside it.
  let downloaded = false;
  posterPage.on('download', () => (downloaded = true));
  await applicantCard.getByRole('button', { name: 'Open CV: Parker CV.pdf' }).click();
  const viewer = posterPage.getByRole('dialog', { name: 'CV: Parker CV.pdf' });
  const frame = viewer.locator('iframe[title="CV: Parker CV.pdf"]');
  await expect(frame).toHaveAttribute('src', /^blob:/);
  const shown = await frame.evaluate(async (el: HTMLIFrameElement) => {
    const blob = await (await fetch(el.src)).blob();
    return { type: blob.type, bytes: [...new Uint8Array(await blob.arrayBuffer())] };
  });
  expect(shown.type).toBe('application/pdf');
  expect(Buffer.from(shown.bytes)).toEqual(PDF);
  expect(downloaded).toBe(false);
  await test.step('axe: the CV viewer', () => expectAccessible(posterPage, { dialog: true }));
  const download = posterPage.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Download: Parker CV.pdf' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Parker CV.pdf');
  expect(file.url()).toMatch(/\/storage\/v1\/object\/sign\/cvs\/.*[?&]token=/);
  const { readFile } = await import('node:fs/promises');
  expect(await readFile((await file.path())!)).toEqual(PDF);
  await viewer.getByRole('button', { name: 'Close' }).click();
  await expect(viewer).toHaveCount(0);

  // The applicant has My Applications open (from the account menu) while the poster decides.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Open account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Applications' }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
  const mine = page.getByTestId('my-application-row').filter({ hasText: title });
  await expect(mine.getByTestId('application-status')).toHaveText('New');
  await test.step('axe: My Applications', () => expectAccessible(page));

  await applicantCard.getByRole('button', { name: 'Change Status' }).click();
  const dialog = posterPage.getByRole('dialog', { name: 'Change Status' });
  await dialog.getByLabel('New status').selectOption('shortlisted');
  await dialog.getByLabel('Note (optional)').fill('Strong payroll background');
  await dialog.getByRole('button', { name: 'Save Status' }).click();
  await expect(toastWith(posterPage, 'Status updated')).toBeVisible();
  await expect(applicantCard.getByTestId('application-status')).toHaveText('Shortlisted');
  await applicantCard.getByRole('button', { name: 'History' }).click();
  await expect(applicantCard.getByText('New → Shortlisted')).toBeVisible();
  await expect(applicantCard.getByText('Strong payroll background')).toBeVisible();

  // The applicant's open My Applications follows live (Realtime), without a reload (issue 32 #9).
  await expect(mine.getByTestId('application-status')).toHaveText('Shortlisted');

  // The poster closes the job: it leaves the public list, and the applicant sees it closed.
  await posterPage.getByRole('button', { name: `Close Job: ${title}` }).click();
  await posterPage.getByRole('alertdialog').getByRole('button', { name: 'Close Job' }).click();
  await expect(toastWith(posterPage, 'Job closed')).toBeVisible();
  await page.goto('/jobs');
  await expect(page.getByRole('link', { name: title, exact: true })).toHaveCount(0);
  // /jobs is prerendered: the box is enabled once the page has hydrated (check waits for that).
  await page.getByLabel('Show closed jobs').check();
  // Other specs post jobs to this worker's stack too: the title finds this one on the first page.
  await page.getByLabel('Search jobs').fill(title);
  await expect(
    page.getByTestId('public-job-card').filter({ hasText: title }).getByTestId('closed-badge'),
  ).toBeVisible();
});

test('the applicant withdraws; a visitor to the applicants page is told it is private', async ({ browser }) => {
  test.slow();
  const poster = newMember('HR Professional');
  const applicant = newMember('HR Professional');
  const title = `Trainer ${poster.email.slice(4, 12)}`;
  const posterPage = await memberPage(browser, poster);
  const jobId = await postJob(posterPage, title);

  const page = await memberPage(browser, applicant);
  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const form = page.getByRole('dialog', { name: 'Apply for this job' });
  await form.getByLabel('CV').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: PDF });
  await form.getByRole('button', { name: 'Submit Application' }).click();
  await expect(toastWith(page, 'Application sent')).toBeVisible();

  // Another member cannot see the applicants.
  await page.goto(`/jobs/${jobId}/applicants`);
  await expect(page.getByText('Only the member who posted this job sees who applied.')).toBeVisible();

  await page.goto(`/jobs/${jobId}`);
  await page.getByRole('button', { name: 'Withdraw Application' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw' }).click();
  await expect(toastWith(page, 'Application withdrawn')).toBeVisible();
  await expect(page.getByTestId('application-status')).toHaveText('Withdrawn');
  await expect(page.getByRole('button', { name: 'Withdraw Application' })).toHaveCount(0);

  await posterPage.goto(`/jobs/${jobId}/applicants`);
  const applicantCard = posterPage.getByTestId('applicant-card').filter({ hasText: applicant.fullName });
  await expect(applicantCard.getByTestId('application-status')).toHaveText('Withdrawn');
  await expect(applicantCard.getByRole('button', { name: /Open CV/ })).toHaveCount(0);
});

test('a photo upload shows on the profile and the cards; removing it brings the initials back', async ({ browser }) => {
  test.slow();
  const m = newMember('HR Professional');
  const page = await memberPage(browser, m);
  await page.goto('/profile');
  const editor = page.getByTestId('photo-editor');
  await expect(editor.getByRole('img', { name: m.fullName })).toHaveText(/^[A-Z]{1,2}$/);

  // A 300 × 200 picture made by the browser itself.
  const png = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 300;
    c.height = 200;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#1d4ed8';
    ctx.fillRect(0, 0, 300, 200);
    ctx.fillStyle = '#f59e0b';
    ctx.fillRect(100, 50, 100, 100);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  await editor.getByLabel('Profile photo file').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  const crop = page.getByRole('dialog', { name: 'Crop your picture' });
  await crop.getByLabel('Zoom').fill('1.5');
  await crop.getByRole('button', { name: 'Save photo' }).click();
  await expect(toastWith(page, 'Photo updated')).toBeVisible();

  const photo = editor.locator('img[src*="/storage/v1/object/public/photos/"]');
  await expect(photo).toBeVisible();
  // What was uploaded is the browser's 256 px square.
  expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256]);
  const src = await photo.getAttribute('src');

  // The same photo on the top bar and on the member's card in the Network of another member.
  await expect(page.locator(`header img[src="${src}"]`)).toBeVisible();
  const other = await memberPage(browser, newMember('HR Professional'));
  await other.goto('/network');
  await other.getByLabel('Search').fill(m.fullName);
  const card = other.getByTestId('member-card').filter({ hasText: m.fullName });
  await expect(card.locator(`img[src="${src}"]`)).toBeVisible();

  await editor.getByRole('button', { name: 'Remove photo' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(toastWith(page, 'Photo removed')).toBeVisible();
  await expect(editor.locator('img[src*="/storage/v1/object/public/photos/"]')).toHaveCount(0);
  await expect(editor.getByRole('img', { name: m.fullName })).toHaveText(/^[A-Z]{1,2}$/);
});

test('a phone photo over 2 MB is taken: the limit applies to the 256 px square that is uploaded', async ({
  browser,
}) => {
  test.slow();
  const m = newMember('Service Provider');
  const page = await memberPage(browser, m);
  await page.goto('/profile');
  const editor = page.getByTestId('photo-editor');
  await expect(editor.getByText('JPEG, PNG or WebP, up to 20 MB.', { exact: false })).toBeVisible();

  // A camera-sized picture: 1,400 × 1,100 pixels of noise, which no encoder can shrink (about 4.6 MB).
  const png = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 1400;
    c.height = 1100;
    const ctx = c.getContext('2d')!;
    const data = ctx.createImageData(c.width, c.height);
    let seed = 7;
    for (let i = 0; i < data.data.length; i += 4) {
      for (let k = 0; k < 3; k += 1) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        data.data[i + k] = seed & 0xff;
      }
      data.data[i + 3] = 255;
    }
    ctx.putImageData(data, 0, 0);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  const buffer = Buffer.from(png, 'base64');
  expect(buffer.length).toBeGreaterThan(2 * 1024 * 1024);
  expect(buffer.length).toBeLessThan(20 * 1024 * 1024);
  await editor.getByLabel('Company logo file').setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer });
  await expect(editor.getByRole('alert')).toHaveCount(0);
  const crop = page.getByRole('dialog', { name: 'Crop your picture' });
  await crop.getByRole('button', { name: 'Save logo' }).click();
  await expect(toastWith(page, 'Photo updated')).toBeVisible();

  const photo = editor.locator('img[src*="/storage/v1/object/public/photos/"]');
  await expect(photo).toBeVisible();
  const stored = await fetch((await photo.getAttribute('src'))!);
  expect(stored.status).toBe(200);
  expect((await stored.arrayBuffer()).byteLength).toBeLessThan(2 * 1024 * 1024);
  expect(await photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight])).toEqual([256, 256]);
});
