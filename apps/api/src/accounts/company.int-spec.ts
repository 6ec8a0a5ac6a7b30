import { createHash, randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { runMigrations } from '../infrastructure/database/migrations.js';
import { joinTeam, newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import {
  bigTransparentPng,
  dataUrlOf,
  jpegDataUrl,
  oversizedPng,
  photoJpeg,
  pngDataUrl,
  SECRET_METADATA,
} from '../testing/image-fixtures.js';
import { outboxRowsTo } from '../testing/mail-fixtures.js';
import { heatPumpContent, signThroughApi } from '../testing/proposal-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { createTestDatabase, databaseKinds } from '../testing/test-database.js';
import { accountsMigrations } from './accounts.migrations.js';

const profile = (overrides: Record<string, unknown> = {}) => ({
  company_name: 'Summit Comfort Heating & Air',
  company_address: '2150 Industrial Way, Sacramento, CA 95815',
  company_phone: '(916) 555-0142',
  company_email: 'office@summitcomfort.example',
  license_number: 'CA C-20 #1048213',
  website: 'https://summitcomfort.example',
  ...overrides,
});

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

for (const kind of databaseKinds()) {
  describe(`company profile on ${kind}`, () => {
    let app: TestApp;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
    });

    afterAll(() => app?.close());

    const companyOf = async (agent: Agent) =>
      (await agent.get('/api/company').expect(200)).body.company as Record<string, unknown>;

    const checkAuthName = async (agent: Agent) =>
      (await agent.get('/auth/check-auth').expect(200)).body.user.company_name as string;

    const fetchLogo = async (path: string) => {
      const response = await fetch(`${app.url}${path}`);
      return {
        status: response.status,
        type: response.headers.get('content-type'),
        cache: response.headers.get('cache-control'),
        bytes: Buffer.from(await response.arrayBuffer()),
      };
    };

    it('should leave a company unnamed when its manager signs up without a name, and answer its real name everywhere once saved', async () => {
      const manager = await signUp(app.url, { username: 'Maya Manager' });
      expect(manager.user.company_name).toBe('');
      expect(await companyOf(manager.agent)).toEqual({
        company_name: '',
        company_address: '',
        company_phone: '',
        company_email: '',
        license_number: '',
        website: '',
        logo: null,
        proposal_validity_days: 30,
        updated_at: null,
      });
      expect(await checkAuthName(manager.agent)).toBe('');
      const member = await joinTeam(app.url, manager.agent);

      const saved = await manager.agent.put('/api/company').send(profile()).expect(200);
      expect(saved.body).toEqual({
        success: true,
        company: {
          ...profile(),
          logo: null,
          proposal_validity_days: 30,
          updated_at: expect.any(String),
        },
      });
      expect(await checkAuthName(manager.agent)).toBe('Summit Comfort Heating & Air');
      expect(await checkAuthName(member.agent)).toBe('Summit Comfort Heating & Air');
      expect(await companyOf(member.agent)).toEqual(saved.body.company);
    });

    it('should refuse a member with 403 and a clear message, and change nothing, when a member edits the profile', async () => {
      const manager = await signUp(app.url, { company_name: 'Arctic Comfort HVAC' });
      const member = await joinTeam(app.url, manager.agent);
      const before = await companyOf(manager.agent);

      const refused = await member.agent.put('/api/company').send(profile()).expect(403);
      expect(refused.body).toEqual({
        success: false,
        error: 'Only managers can edit the company profile.',
      });
      // Even a body that would not validate: the role is refused first.
      await member.agent.put('/api/company').send({}).expect(403);
      await newAgent(app.url).put('/api/company').send(profile()).expect(401);
      await newAgent(app.url).get('/api/company').expect(401);
      expect(await companyOf(manager.agent)).toEqual(before);
    });

    it("should read and write only the caller's company, whatever ids the request carries", async () => {
      const a = await signUp(app.url, { company_name: 'Aurora Heating' });
      const b = await signUp(app.url, { company_name: 'Borealis Roofing' });
      const aId = (
        await app.db.query<{ company_id: string }>('SELECT company_id FROM users WHERE id = $1', [
          a.user.id,
        ])
      ).rows[0].company_id;

      await b.agent
        .put(`/api/company?company_id=${aId}`)
        .send(profile({ company_name: 'Borealis Roofing Co', company_id: aId, id: aId }))
        .expect(200);
      expect((await companyOf(a.agent)).company_name).toBe('Aurora Heating');
      expect((await companyOf(b.agent)).company_name).toBe('Borealis Roofing Co');
      expect((await a.agent.get(`/api/company?company_id=${aId}`)).body.company.company_name).toBe(
        'Aurora Heating',
      );
      expect((await b.agent.get(`/api/company?company_id=${aId}`)).body.company.company_name).toBe(
        'Borealis Roofing Co',
      );
    });

    it('should refuse each invalid field with its message, and take a website without its scheme', async () => {
      const { agent } = await signUp(app.url);
      const refusal = async (body: Record<string, unknown>) =>
        (await agent.put('/api/company').send(body).expect(400)).body.error as string;

      expect(await refusal(profile({ company_name: '   ' }))).toBe(
        'Please enter your company name.',
      );
      expect(await refusal({ website: 'https://a.example' })).toBe(
        'Please enter your company name.',
      );
      expect(await refusal(profile({ company_name: 'x'.repeat(201) }))).toBe(
        'The company name must be at most 200 characters.',
      );
      expect(await refusal(profile({ company_address: 'x'.repeat(301) }))).toBe(
        'The company address must be at most 300 characters.',
      );
      for (const phone of ['555-0142', '+1 (916) 555-0142 ext 7', 'call us', '1'.repeat(16)]) {
        expect(await refusal(profile({ company_phone: phone }))).toBe(
          'Please enter a valid phone number, with 10 to 15 digits.',
        );
      }
      for (const email of ['office', 'office@', 'a b@example.com']) {
        expect(await refusal(profile({ company_email: email }))).toBe(
          'Please provide a valid email address',
        );
      }
      expect(await refusal(profile({ license_number: 'x'.repeat(101) }))).toBe(
        'The license number must be at most 100 characters.',
      );
      for (const website of [
        'javascript:alert(1)',
        'ftp://files.example.com',
        'not a site',
        'https://user:pw@example.com',
        'localhost',
      ]) {
        expect(await refusal(profile({ website }))).toBe(
          'Please enter a valid website address, like https://example.com',
        );
      }
      expect(await refusal(profile({ company_phone: 5551234567 }))).toBeTruthy();
      expect((await companyOf(agent)).company_name).toBe('');

      const saved = await agent
        .put('/api/company')
        .send({
          company_name: '  Summit Comfort  ',
          company_phone: '+1 916.555.0142',
          website: 'www.summitcomfort.example/about',
        })
        .expect(200);
      expect(saved.body.company).toMatchObject({
        company_name: 'Summit Comfort',
        company_phone: '+1 916.555.0142',
        website: 'https://www.summitcomfort.example/about',
        // Left out: emptied (the request is the whole profile).
        company_address: '',
        company_email: '',
        license_number: '',
        logo: null,
      });
    });

    it('should store a logo re-encoded to at most 512 px without its metadata, serve it by its hash with immutable caching, keep it when sent back, and remove it when left out', async () => {
      const { agent } = await signUp(app.url);
      const upload = await bigTransparentPng();
      expect(upload.includes(SECRET_METADATA)).toBe(true);

      const saved = await agent
        .put('/api/company')
        .send(profile({ logo: pngDataUrl(upload) }))
        .expect(200);
      const path = saved.body.company.logo as string;
      expect(path).toMatch(/^\/api\/company-logos\/[0-9a-f]{64}$/);

      const served = await fetchLogo(path);
      expect(served).toMatchObject({
        status: 200,
        type: 'image/png',
        cache: 'public, max-age=31536000, immutable',
      });
      expect(sha256(served.bytes)).toBe(path.split('/').pop());
      expect(served.bytes.includes(SECRET_METADATA)).toBe(false);
      const metadata = await sharp(served.bytes).metadata();
      expect(metadata).toMatchObject({ format: 'png', width: 512, height: 256, hasAlpha: true });
      expect(metadata.exif).toBeUndefined();
      expect(served.bytes.length).toBeLessThan(upload.length);
      // A signed-in caller gets the same cacheable answer.
      const asMember = await agent.get(path).expect(200);
      expect(asMember.headers['cache-control']).toBe('public, max-age=31536000, immutable');

      // The profile read back and sent again keeps the logo, path or absolute URL alike.
      const current = await companyOf(agent);
      await agent.put('/api/company').send(current).expect(200);
      expect((await companyOf(agent)).logo).toBe(path);
      await agent
        .put('/api/company')
        .send({ ...current, logo: `http://localhost:3000${path}` })
        .expect(200);
      expect((await companyOf(agent)).logo).toBe(path);

      // A photo becomes a JPEG, upright and without its EXIF (GPS included).
      const photo = await photoJpeg();
      const withPhoto = await agent
        .put('/api/company')
        .send(profile({ logo: jpegDataUrl(photo) }))
        .expect(200);
      const photoLogo = await fetchLogo(withPhoto.body.company.logo as string);
      expect(photoLogo.type).toBe('image/jpeg');
      const photoMetadata = await sharp(photoLogo.bytes).metadata();
      expect(photoMetadata).toMatchObject({ format: 'jpeg', width: 512, height: 384 });
      expect(photoMetadata.exif).toBeUndefined();
      expect(photoLogo.bytes.includes(SECRET_METADATA)).toBe(false);

      // Null (or no logo at all) removes it; the stored image stays for proposals shared with it.
      await agent
        .put('/api/company')
        .send({ ...profile(), logo: null })
        .expect(200);
      expect((await companyOf(agent)).logo).toBeNull();
      expect((await fetchLogo(path)).status).toBe(200);
    });

    it('should refuse a logo whose bytes are not a PNG, JPEG, WebP or GIF image, or that is over 5 MB, and keep the profile as it was', async () => {
      const { agent } = await signUp(app.url);
      await agent.put('/api/company').send(profile()).expect(200);
      const before = await companyOf(agent);
      const refusal = async (logo: unknown) =>
        (
          await agent
            .put('/api/company')
            .send(profile({ company_name: 'Changed', logo }))
            .expect(400)
        ).body.error as string;

      const notImage = 'The logo must be a PNG, JPEG, WebP or GIF image.';
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      );
      expect(await refusal(dataUrlOf('image/svg+xml', svg))).toBe(notImage);
      // Named a PNG, it is text; named a JPEG, it is a PNG cut short.
      expect(await refusal(dataUrlOf('image/png', Buffer.from('hello, not an image')))).toBe(
        notImage,
      );
      const png = await bigTransparentPng();
      expect(await refusal(dataUrlOf('image/jpeg', png.subarray(0, png.length / 2)))).toBe(
        notImage,
      );
      expect(await refusal('data:image/png;base64,@@@')).toBe(notImage);
      expect(await refusal(123)).toBe(notImage);
      expect(await refusal('https://elsewhere.example/logo.png')).toBe(
        'Choose a new logo image, or keep the current one.',
      );
      const oversized = await oversizedPng();
      expect(oversized.length).toBeGreaterThan(5 * 1024 * 1024);
      expect(await refusal(pngDataUrl(oversized))).toBe(
        'The logo must be an image of at most 5 MB.',
      );
      expect(await companyOf(agent)).toEqual(before);
      await newAgent(app.url)
        .get(`/api/company-logos/${'0'.repeat(64)}`)
        .expect(404);
      await newAgent(app.url).get('/api/company-logos/not-a-hash').expect(404);
    });

    it('should put the profile on a proposal shared after it is saved, keep it as it was when the profile changes later, and sign the mails with it', async () => {
      const manager = await signUp(app.url, { username: 'Maya Manager' });
      const logo = await bigTransparentPng();
      const saved = await manager.agent
        .put('/api/company')
        .send(profile({ logo: pngDataUrl(logo) }))
        .expect(200);
      const firstLogo = saved.body.company.logo as string;

      // The wizard sends the company's name; the rest comes from the profile.
      const shared = await manager.agent
        .post('/api/share-proposal')
        .send({
          proposalContent: heatPumpContent,
          clientName: 'Dana Smith',
          clientEmail: 'dana@example.com',
          companyName: 'Summit Comfort Heating & Air',
        })
        .expect(201);
      const token = shared.body.token as string;
      const page = async () =>
        (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body;
      const asShared = {
        company_name: 'Summit Comfort Heating & Air',
        company_address: '2150 Industrial Way, Sacramento, CA 95815',
        company_phone: '(916) 555-0142',
        company_email: 'office@summitcomfort.example',
        company_license_number: 'CA C-20 #1048213',
        company_website: 'https://summitcomfort.example',
        company_logo_url: firstLogo,
      };
      expect(await page()).toMatchObject(asShared);

      // The company renames itself and changes every detail and its logo.
      await manager.agent
        .put('/api/company')
        .send({
          company_name: 'Summit Home Services',
          company_phone: '(916) 555-0199',
          website: 'https://summit.example',
          logo: pngDataUrl(await bigTransparentPng({ r: 200, g: 30, b: 30, alpha: 1 })),
        })
        .expect(200);
      expect(await page()).toMatchObject(asShared);
      expect((await fetchLogo(firstLogo)).status).toBe(200);

      // A proposal shared now carries the new profile; one without a company name takes it too.
      const later = await manager.agent
        .post('/api/share-proposal')
        .send({ proposalContent: heatPumpContent, clientName: 'Eli Jones' })
        .expect(201);
      const laterPage = (await newAgent(app.url).get(`/api/proposal/${later.body.token}`)).body;
      expect(laterPage).toMatchObject({
        company_name: 'Summit Home Services',
        company_phone: '(916) 555-0199',
        company_address: '',
        company_license_number: '',
        company_website: 'https://summit.example',
      });
      expect(laterPage.company_logo_url).not.toBe(firstLogo);

      // The signer's confirmation names the company they signed with and signs with its profile.
      await signThroughApi(app.url, token, {
        name: 'Dana Smith',
        email: 'dana.signer@example.com',
      });
      await app.runner.waitUntilCaughtUp();
      const [confirmation] = await outboxRowsTo(app, 'dana.signer@example.com');
      expect(confirmation.text).toContain('from Summit Comfort Heating & Air on');
      expect(confirmation.text).toMatch(
        /\n-- \nSummit Home Services\n\(916\) 555-0199 · https:\/\/summit\.example\n$/,
      );

      // The invitation is signed by the manager for the company.
      const invitee = `invitee-${Date.now()}@example.com`;
      await manager.agent.post('/auth/manager/invitations').send({ email: invitee }).expect(201);
      const [invitation] = await outboxRowsTo(app, invitee);
      expect(invitation.subject).toBe(
        'Maya Manager invited you to Summit Home Services on Vanilla',
      );
      expect(invitation.text).toMatch(
        /\n-- \nMaya Manager\nSummit Home Services\n\(916\) 555-0199 · https:\/\/summit\.example\n$/,
      );
    });

    it('should count a name sign-up made up for its manager as no name, when companies from before profiles are migrated', async () => {
      const database = await createTestDatabase(kind);
      try {
        const { db } = database;
        await runMigrations(db, accountsMigrations.slice(0, 2));
        const companies = { madeUp: randomUUID(), given: randomUUID(), renamed: randomUUID() };
        const insert = async (companyId: string, companyName: string, username: string) => {
          await db.query('INSERT INTO companies (id, name) VALUES ($1, $2)', [
            companyId,
            companyName,
          ]);
          await db.query(
            `INSERT INTO users (id, company_id, email, username, password_hash, user_type)
             VALUES ($1, $2, $3, $4, 'x', 'manager')`,
            [randomUUID(), companyId, `${randomUUID()}@example.com`, username],
          );
        };
        await insert(companies.madeUp, "Maya Manager's company", 'Maya Manager');
        await insert(companies.given, 'Arctic Comfort HVAC', 'Ari Owner');
        await insert(companies.renamed, "Ben's company", 'Benedict Owner');

        await runMigrations(db, accountsMigrations);
        const names = async (id: string) =>
          (
            await db.query<{ name: string | null }>('SELECT name FROM companies WHERE id = $1', [
              id,
            ])
          ).rows[0].name;
        expect(await names(companies.madeUp)).toBeNull();
        expect(await names(companies.given)).toBe('Arctic Comfort HVAC');
        expect(await names(companies.renamed)).toBe("Ben's company");
      } finally {
        await database.drop();
      }
    });

    it("should name an unnamed company after its manager's team in invitations", async () => {
      const manager = await signUp(app.url, { username: 'Noor Owner' });
      const invitee = `invitee-${Date.now()}@example.com`;
      const invited = await manager.agent
        .post('/auth/manager/invitations')
        .send({ email: invitee })
        .expect(201);
      const [invitation] = await outboxRowsTo(app, invitee);
      expect(invitation.subject).toBe("Noor Owner invited you to Noor Owner's team on Vanilla");
      expect(invitation.text).toMatch(/\n-- \nNoor Owner\n$/);
      const token = new URL(invited.body.link as string).searchParams.get('invitation')!;
      expect((await newAgent(app.url).get(`/auth/invitations/${token}`)).body.company_name).toBe(
        "Noor Owner's team",
      );
    });
  });
}
