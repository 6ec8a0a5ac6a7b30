import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HttpException, Logger } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { RouteHandlerMethod } from 'fastify';
import type { SharedProposalResponse } from '@vanilla/contracts';
import { CompressedBodies } from '../infrastructure/http/compressed-bodies.js';
import { acceptsHtml } from '../infrastructure/http/http.js';
import { GetSharedProposalQuery } from './queries/get-shared-proposal.query.js';

// The web build's server renderer (apps/web/src/shared-proposal-server.tsx, `vite build --ssr`).
type SharedProposalRenderer = {
  renderSharedProposalPage(
    template: string,
    data: { token: string; proposal: SharedProposalResponse },
  ): string;
};

type Page = { token: string; html: string };

/**
 * The client's link (000 §2) answered with the proposal already in the HTML: its title and
 * sections are on screen before any script arrives, and the page's own small entry hydrates them.
 * The page comes from the web build in `webDir`: its template (shared-proposal.html) and its
 * renderer (../dist-server). A link that does not open (unknown, removed, expired) gets the
 * template alone, whose script asks the API and shows why. Without a web build, or without the
 * renderer, the route answers as `fallback` (the app's page, or the API's 404): it always exists,
 * as its rate limits name it.
 */
export const serveSharedProposalPage = async (
  app: NestFastifyApplication,
  webDir: string | null,
  fallback: RouteHandlerMethod,
): Promise<void> => {
  const server = app.getHttpAdapter().getInstance();
  const templatePath = webDir && join(webDir, 'shared-proposal.html');
  const rendererPath = webDir && join(webDir, '..', 'dist-server', 'shared-proposal-server.js');
  if (!templatePath || !rendererPath || !existsSync(templatePath) || !existsSync(rendererPath)) {
    if (webDir) new Logger('Web').warn(`No shared proposal renderer beside ${webDir}`);
    server.get('/shared-proposal/:token', fallback);
    return;
  }
  const template = readFileSync(templatePath, 'utf8');
  const renderer = (await import(pathToFileURL(rendererPath).href)) as SharedProposalRenderer;
  const queries = app.get(QueryBus);
  const logger = new Logger('SharedProposalPage');
  // A page rendered from an answer is kept as long as the answer is (the same object while the
  // proposal does not change), with its compressed copies: a link opened again is not rendered
  // again. The link's token is in the page, and a proposal may have had more than one.
  const rendered = new WeakMap<SharedProposalResponse, Page>();
  const pages = new CompressedBodies<Page>((page) => page.html);
  const blank: Page = { token: '', html: template };
  server.get<{ Params: { token: string } }>('/shared-proposal/:token', async (request, reply) => {
    if (!acceptsHtml(request)) return reply.callNotFound();
    const token = request.params.token.trim();
    let page = blank;
    try {
      const proposal = await queries.execute(new GetSharedProposalQuery(token));
      const known = rendered.get(proposal);
      if (known?.token === token) {
        page = known;
      } else {
        page = { token, html: renderer.renderSharedProposalPage(template, { token, proposal }) };
        rendered.set(proposal, page);
      }
    } catch (error) {
      if (!(error instanceof HttpException)) logger.error(error);
    }
    // The proposal is the client's: no cache keeps it.
    reply.header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store');
    return reply.send(pages.send(request, reply, page));
  });
};
