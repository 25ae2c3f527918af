// @vitest-environment node
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { pdfBytes } from '../support/pdf';
import { careerBody, contactBody, post } from '../support/payloads';
import { newTempDir, readDatabase, serverPerFile } from '../support/server';

const root = path.resolve(__dirname, '../../../..');
const server = serverPerFile(4);

/** `npm run leads -- export …` as the marketing team runs it, against the server's DATA_DIR. */
async function leads(...args: string[]) {
  return promisify(execFile)(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'packages/forms-host/src/cli/main.ts', ...args],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: server.dataDir },
    },
  );
}

const idOf = async (response: Response) => ((await response.json()) as { id: string }).id;
const receivedAt = (table: string, id: string) =>
  readDatabase(server.dataDir, (db) =>
    db
      .prepare(
        `SELECT ${table === 'subscriptions' ? 'subscribed_at' : 'received_at'} FROM ${table} WHERE id = ?`,
      )
      .pluck()
      .get(id),
  ) as string;

describe('npm run leads -- export', () => {
  it('writes the CSV files and the CVs byte for byte', async () => {
    const since = new Date(Date.now() - 1000).toISOString();
    const contact = contactBody({
      name: 'Éloïse "Lou" Gagnon',
      company_name: 'Gagnon, Fils & Cie',
      phone: '+1 514 555 0100',
      role: 'Directrice; marketing, ventes',
    });
    const contactId = await idOf(
      await post(`${server.url}/propulso/geo`, contact, {
        Referer: `${server.url}/fr/contact`,
        // Where the visit began, as the site's own forms send it (a bad tag would drop it all).
        'X-Lead-Source': encodeURIComponent(
          JSON.stringify({
            landing: '/fr?utm_source=infolettre',
            utm_source: 'infolettre',
            cta: 'header',
            extra: 'x',
          }),
        ),
      }),
    );
    const cvA = pdfBytes(123_457);
    const cvB = pdfBytes(2_000_000);
    const appA = await idOf(await post(`${server.url}/propulso/career`, careerBody(cvA, { name: 'A' })));
    const appB = await idOf(
      await post(
        `${server.url}/propulso/career`,
        careerBody(cvB, { name: 'B', job: 'sales-representative' }),
      ),
    );
    await fetch(`${server.url}/optin/subscribe/post-json?EMAIL=news%40example.test&SIGNUP=website&c=cb`);
    const subscriptionId = readDatabase(server.dataDir, (db) =>
      db.prepare('SELECT id FROM subscriptions').pluck().get(),
    ) as string;

    const out = newTempDir('export-');
    const { stdout } = await leads('export', '--since', since, '--out', out);
    expect(stdout).toContain('1 contact requests, 2 applications (with their CVs) and 1 subscriptions');

    expect(fs.readFileSync(path.join(out, 'contact-requests.csv'), 'utf8')).toBe(
      '\uFEFFid,received_at,locale,name,company_name,email,phone,activity,role,source,status,won_value_cents,lost_reason\r\n' +
        `${contactId},${receivedAt('contact_requests', contactId)},fr,"Éloïse ""Lou"" Gagnon","Gagnon, Fils & Cie",` +
        `ana@example.test,'+1 514 555 0100,retail,"Directrice; marketing, ventes",` +
        `"{""landing"":""/fr?utm_source=infolettre"",""cta"":""header"",""utm_source"":""infolettre""}",new,,\r\n`,
    );
    const application = (id: string, name: string, job: string, cv: Buffer) =>
      `${id},${receivedAt('applications', id)},,${name},sam@example.test,438 555 0199,${job},CV Sam Roy.pdf,` +
      `cvs/${id}.pdf,${cv.length},${readDatabase(server.dataDir, (db) => db.prepare('SELECT cv_sha256 FROM applications WHERE id = ?').pluck().get(id))},{},new,,\r\n`;
    expect(fs.readFileSync(path.join(out, 'applications.csv'), 'utf8')).toBe(
      '\uFEFFid,received_at,locale,name,email,phone,job,cv_filename,cv_file,cv_size,cv_sha256,source,status,won_value_cents,lost_reason\r\n' +
        application(appA, 'A', 'full-stack-developer', cvA) +
        application(appB, 'B', 'sales-representative', cvB),
    );
    expect(fs.readFileSync(path.join(out, 'subscriptions.csv'), 'utf8')).toBe(
      '\uFEFFid,subscribed_at,locale,email,signup_source\r\n' +
        `${subscriptionId},${receivedAt('subscriptions', subscriptionId)},,news@example.test,website\r\n`,
    );
    expect(fs.readFileSync(path.join(out, 'cvs', `${appA}.pdf`)).equals(cvA)).toBe(true);
    expect(fs.readFileSync(path.join(out, 'cvs', `${appB}.pdf`)).equals(cvB)).toBe(true);
    expect(fs.readdirSync(path.join(out, 'cvs')).sort()).toEqual([`${appA}.pdf`, `${appB}.pdf`].sort());
  });

  it('leaves out what came before --since', async () => {
    const out = newTempDir('export-');
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await leads('export', '--since', tomorrow, '--out', out);
    expect(fs.readFileSync(path.join(out, 'contact-requests.csv'), 'utf8').split('\r\n')).toHaveLength(2);
    expect(fs.readdirSync(path.join(out, 'cvs'))).toEqual([]);
  });

  it('names each CV file by its application, never by the name the applicant sent', async () => {
    const since = new Date().toISOString();
    const filename = '../../<img src=x onerror=alert(1)>.pdf';
    const cv = pdfBytes(4_096);
    const id = await idOf(
      await post(
        `${server.url}/propulso/career`,
        careerBody(cv, { files: { ...careerBody(cv).files, filename } }),
      ),
    );
    const out = newTempDir('export-');
    await leads('export', '--since', since, '--out', out);

    expect(fs.readdirSync(out).sort()).toEqual([
      'applications.csv',
      'contact-requests.csv',
      'cvs',
      'subscriptions.csv',
    ]);
    expect(fs.readdirSync(path.join(out, 'cvs'))).toEqual([`${id}.pdf`]);
    expect(fs.readFileSync(path.join(out, 'cvs', `${id}.pdf`)).equals(cv)).toBe(true);
    // The name is kept as the applicant's text, in its own cell.
    const row = fs.readFileSync(path.join(out, 'applications.csv'), 'utf8').split('\r\n')[1]!;
    expect(row).toContain(`,${filename},cvs/${id}.pdf,`);
  });
});
