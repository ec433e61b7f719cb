import type { ChosenTabs, MessageResponse, TabsRequest } from '@admissions/contracts';
import type { FastifyInstance } from 'fastify';
import { lockEditableApplication } from './lockEditableApplication.ts';
import { HttpError } from '../http/httpError.ts';
import { messages } from '../messages.ts';
import { applicationRepository } from './applicationRepository.ts';
import { errorResponses, messageResponse } from '../http/schemas.ts';

/**
 * GET/PUT /api/tabs: the chosen tab of each tab group. Clearing the answers
 * of the group's clearKeys is the app's job (it saves them with PUT
 * /api/answer), so that a tab switch never bumps the answers' revision.
 */
export async function tabsRoute(app: FastifyInstance): Promise<void> {
  app.get<{ Reply: ChosenTabs }>(
    '/api/tabs',
    {
      schema: {
        summary: 'Stored tab choices (tab_id -> chosen tab)',
        tags: ['application'],
        response: { 200: { type: 'object', additionalProperties: { type: 'string' } }, ...errorResponses(401) },
      },
    },
    async (request) => (await applicationRepository.find(app.db, request.session!.userId))?.tabs ?? {},
  );

  app.put<{ Body: TabsRequest; Reply: MessageResponse }>(
    '/api/tabs',
    {
      schema: {
        summary: 'Save the chosen tab of a tab group',
        tags: ['application'],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['tab_id', 'chosen_tab'],
          properties: { tab_id: { type: 'string', maxLength: 200 }, chosen_tab: { type: 'string', maxLength: 200 } },
        },
        response: { 200: messageResponse, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const { tab_id: tabId, chosen_tab: chosenTab } = request.body;
      const tabs = app.tenant.tabGroups.get(tabId);
      if (!tabs) throw new HttpError(400, messages.tabsUnknownGroup(tabId));
      if (!tabs.includes(chosenTab)) throw new HttpError(400, messages.tabsUnknownTab(tabId, [...tabs]));
      const { userId } = request.session!;
      await app.db.transaction(async (tx) => {
        await lockEditableApplication(tx, userId);
        await applicationRepository.setTab(tx, userId, tabId, chosenTab, app.clock.now());
      });
      return { message: messages.tabsSaved };
    },
  );
}
