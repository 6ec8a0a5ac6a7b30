import { createHash, randomUUID } from 'node:crypto';
import { proposalStreamName } from '@vanilla/domain';
import sharp from 'sharp';
import { newAgent, signUp } from '../testing/accounts-fixtures.js';
import type { Agent } from '../testing/accounts-fixtures.js';
import {
  dataUrlOf,
  diagramPng,
  hasGpsTag,
  phonePhotoJpeg,
  pngClaiming,
} from '../testing/photo-fixtures.js';
import { startSuiteApp } from '../testing/test-app.js';
import type { TestApp } from '../testing/test-app.js';
import { databaseKinds } from '../testing/test-database.js';
import { signingBody, signThroughApi } from '../testing/proposal-fixtures.js';
import { reserveToken } from './proposal-storage.js';

const content = '# Attic Insulation\n\n## Summary\nR-49 blown-in insulation for the attic.';

const sha256 = (bytes: Buffer | string) => createHash('sha256').update(bytes).digest('hex');

type SharedPhoto = { url: string; caption: string; sha256: string };

const shareBody = (photos: unknown) => ({
  proposalContent: content,
  clientName: 'Dana Smith',
  companyName: 'Cool Air HVAC',
  templateChoice: 'professional',
  photos,
});

for (const kind of databaseKinds()) {
  describe(`proposal photos on ${kind}`, () => {
    let app: TestApp;
    let jpeg: Buffer;
    let png: Buffer;

    beforeAll(async () => {
      app = await startSuiteApp(kind);
      [jpeg, png] = await Promise.all([phonePhotoJpeg(), diagramPng()]);
    });

    afterAll(async () => {
      await app.close();
    });

    const shareWithPhotos = async (agent: Agent) => {
      const response = await agent
        .post('/api/share-proposal')
        .send(
          shareBody([
            { data: dataUrlOf(jpeg), caption: 'Attic hatch' },
            // The declared type is the sender's word; the bytes say PNG, and PNG it is.
            { data: dataUrlOf(png, 'application/octet-stream') },
          ]),
        )
        .expect(201);
      return response.body as { token: string; proposalId: string };
    };

    const photosOf = async (token: string): Promise<SharedPhoto[]> =>
      (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body.photos;

    it('should re-encode, strip EXIF and GPS, store by hash and serve the photos of a shared proposal', async () => {
      expect(hasGpsTag((await sharp(jpeg).metadata()).exif)).toBe(true);
      const { agent } = await signUp(app.url);
      const { token } = await shareWithPhotos(agent);

      const photos = await photosOf(token);
      expect(photos).toEqual([
        {
          url: `/api/proposal-photos/${photos[0].sha256}`,
          caption: 'Attic hatch',
          sha256: photos[0].sha256,
        },
        { url: `/api/proposal-photos/${photos[1].sha256}`, caption: '', sha256: photos[1].sha256 },
      ]);

      const served = await newAgent(app.url).get(photos[0].url).expect(200);
      const bytes = served.body as Buffer;
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(sha256(bytes)).toBe(photos[0].sha256);

      // Shown upright (the orientation applied), the longest side 1600 px, nothing of the camera's.
      const stored = await sharp(bytes).metadata();
      expect(stored).toMatchObject({ format: 'jpeg', width: 800, height: 1600 });
      expect(stored.orientation ?? 1).toBe(1);
      expect(stored.exif).toBeUndefined();
      expect(stored.xmp).toBeUndefined();
      expect(hasGpsTag(stored.exif)).toBe(false);
      expect(bytes.includes(Buffer.from('Vanilla Test Phone'))).toBe(false);

      // Transparency flattened onto white: a JPEG like every stored photo.
      const diagram = await newAgent(app.url).get(photos[1].url).expect(200);
      expect(diagram.headers['content-type']).toBe('image/jpeg');

      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      expect(history.events[0].data.photos).toEqual([
        { sha256: photos[0].sha256, caption: 'Attic hatch' },
        { sha256: photos[1].sha256, caption: '' },
      ]);
    });

    it('should sign a content hash covering the markdown and the photo hashes, shown on the certificate', async () => {
      const { agent } = await signUp(app.url);
      const { token } = await shareWithPhotos(agent);
      const photos = await photosOf(token);
      await newAgent(app.url).post('/api/track-proposal-view').send(signingBody(token)).expect(200);

      // SHA-256 of canonical JSON (keys sorted) of the markdown and the photos in page order.
      const expected = sha256(
        JSON.stringify({
          content,
          photos: photos.map((photo) => ({ caption: photo.caption, sha256: photo.sha256 })),
        }),
      );
      expect(expected).not.toBe(sha256(content));
      const history = (await agent.get(`/api/proposals/${token}/history`).expect(200)).body;
      const signed = history.events.find((e: { type: string }) => e.type === 'ProposalSigned');
      expect(signed.data.contentHash).toBe(expected);
      expect(history.events[0].data.contentHash).toBe(expected);

      const certificate = (await agent.get(`/api/proposals/${token}/certificate`).expect(200)).body;
      expect(certificate.content_sha256).toBe(expected);
      expect(certificate.photos).toEqual(photos);
      expect(certificate.how_to_verify).toContain('photos');

      // A signed proposal its company deletes stays evidence: its photos are still served.
      await agent.post('/api/delete-proposal').send({ token }).expect(200);
      await newAgent(app.url).get(photos[0].url).expect(200);
    });

    it('should keep hashing a share without photos as the SHA-256 of its markdown, old events included', async () => {
      const { agent } = await signUp(app.url);
      const fresh = (
        await agent
          .post('/api/share-proposal')
          .send({ proposalContent: content, clientName: 'Dana Smith' })
          .expect(201)
      ).body as { token: string };
      expect(await photosOf(fresh.token)).toEqual([]);

      // A share recorded before photos existed: its event has no photos field at all.
      const proposalId = randomUUID();
      const token = randomUUID().replace(/-/g, '');
      const companyId = randomUUID();
      const creatorId = randomUUID();
      await reserveToken(app.db, { token, proposalId, companyId, creatorId });
      await app.store.append(proposalStreamName(proposalId), [
        {
          type: 'ProposalShared',
          data: {
            proposalId,
            token,
            companyId,
            creatorId,
            title: 'Attic Insulation',
            content,
            contentHash: sha256(content),
            clientName: 'Dana Smith',
            clientEmail: '',
            clientAddress: '1 Main St',
            companyName: 'Cool Air',
            companyAddress: '',
            companyPhone: '',
            companyEmail: '',
            templateChoice: 'vanilla',
            keySellingPoints: { price: '', whyChooseUs: '', testimonials: '', warrantyInfo: '' },
            value: 0,
            sharedAt: new Date().toISOString(),
          },
          metadata: { companyId, actorUserId: creatorId },
        },
      ]);
      expect(await photosOf(token)).toEqual([]);

      for (const shared of [fresh.token, token]) {
        await signThroughApi(app.url, shared, { name: 'Dana', email: 'd@x.test' });
      }
      const signed = await app.store.readStream(proposalStreamName(proposalId));
      expect(signed.map((event) => event.type)).toEqual([
        'ProposalShared',
        'ProposalConsentGiven',
        'ProposalSigned',
      ]);
      expect(signed[2].data.contentHash).toBe(sha256(content));
      const history = (await agent.get(`/api/proposals/${fresh.token}/history`).expect(200)).body;
      expect(history.events[2].data.contentHash).toBe(sha256(content));
      expect(history.events[0].data).not.toHaveProperty('photos');
    });

    it('should refuse photos that are not images, too big or too many with a 400 that says so', async () => {
      const { agent } = await signUp(app.url);
      const refuse = async (photos: unknown, error: string | RegExp) => {
        const response = await agent.post('/api/share-proposal').send(shareBody(photos));
        expect({ status: response.status, error: response.body.error }).toEqual({
          status: 400,
          error: expect.stringMatching(error),
        });
      };
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><circle r="9"/></svg>');
      const notImage = /^Photo \d+ is not an image: use JPEG, PNG or WebP\.$/;
      await refuse([{ data: dataUrlOf(svg, 'image/png') }], notImage);
      await refuse([{ data: dataUrlOf(Buffer.from('<html><script>1</script></html>')) }], notImage);
      // The magic number of a JPEG and nothing of a picture after it.
      const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(4000, 7)]);
      await refuse([{ data: dataUrlOf(jpeg) }, { data: dataUrlOf(fake) }], /^Photo 2 is not/);
      await refuse(
        [{ data: dataUrlOf(pngClaiming(20_000, 20_000), 'image/png') }],
        'Photo 1 has too many pixels: at most 120 megapixels.',
      );
      await refuse(
        [{ data: 'https://example.com/a.jpg' }],
        'Each photo must be an image sent as a data: URL.',
      );
      await refuse(
        [{ data: 'data:image/jpeg;base64,@@@@' }],
        'Each photo must be an image sent as a data: URL.',
      );
      await refuse([{ caption: 'no data' }], 'Each photo must be an image sent as a data: URL.');
      await refuse(
        Array.from({ length: 11 }, () => ({ data: dataUrlOf(png) })),
        'At most 10 photos can be attached.',
      );
      const big = Buffer.concat([jpeg, Buffer.alloc(5 * 1024 * 1024)]);
      await refuse([{ data: dataUrlOf(big) }], 'Each photo must be at most 5 MB.');
      await refuse('photo.jpg', 'photos must be a list of photos');

      // Nothing was shared by any of them.
      await app.runner.waitUntilCaughtUp();
      expect((await agent.get('/api/dashboard').expect(200)).body.proposals).toEqual([]);
    });

    it('should serve no photo that is not part of a shared proposal', async () => {
      const { agent } = await signUp(app.url);
      // A picture of its own: photos are stored once, whichever proposals show them.
      const upload = [{ data: dataUrlOf(await phonePhotoJpeg(900, 600)), caption: 'Porch' }];
      const tokens: string[] = [];
      for (let i = 0; i < 2; i += 1) {
        const response = await agent.post('/api/share-proposal').send(shareBody(upload));
        tokens.push(response.body.token);
      }
      const [photo] = await photosOf(tokens[0]);
      expect(await photosOf(tokens[1])).toEqual([photo]);
      const client = newAgent(app.url);
      await client.get(`/api/proposal-photos/${'0'.repeat(64)}`).expect(404);
      await client.get('/api/proposal-photos/not-a-hash').expect(404);
      await client.get(`/api/proposal-photos/${photo.sha256.toUpperCase()}`).expect(404);

      // Served while one proposal showing it can be read, and no longer once none can.
      await agent.post('/api/delete-proposal').send({ token: tokens[0] }).expect(200);
      await client.get(photo.url).expect(200);
      await agent.post('/api/delete-proposal').send({ token: tokens[1] }).expect(200);
      const gone = await client.get(photo.url).expect(404);
      expect(gone.body).toEqual({ success: false, error: 'Photo not found' });
    });

    it('should give the preview, every load of the shared proposal and its certificate one reference', async () => {
      const { agent } = await signUp(app.url);
      const generated = (
        await agent
          .post('/api/generate-proposal')
          .send({ proposalName: 'Attic Insulation', templateChoice: 'professional' })
          .expect(201)
      ).body;
      expect(generated.reference).toMatch(/^PRO-\d{4}$/);
      const { token } = (
        await agent
          .post('/api/share-proposal')
          .send({ proposalContent: content, proposalId: generated.proposalId })
          .expect(201)
      ).body;
      const first = (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body;
      const second = (await newAgent(app.url).get(`/api/proposal/${token}`).expect(200)).body;
      expect(first.reference).toBe(generated.reference);
      expect(second.reference).toBe(first.reference);
      await newAgent(app.url).post('/api/track-proposal-view').send(signingBody(token)).expect(200);
      const certificate = (await agent.get(`/api/proposals/${token}/certificate`).expect(200)).body;
      expect(certificate.reference).toBe(first.reference);
    });
  });
}
