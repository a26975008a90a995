// Entrance keypad code (SPEC §7): members (and admins) read it; admins change it.
// Response { keypadCode: string | null } — null when no code was ever set (the dialog shows
// 'Code not available').
import { Router } from 'express';
import { keypadCodeUpdateSchema, type KeypadCodeResponse } from '@longwood/core';
import type { AppContext } from '../../app-context';
import { currentUser, requireAdmin, requireMember } from '../../http/auth';
import { parseBody } from '../../http/validate';
import { createKeypadRepository } from './repository';

export function createKeypadRouter(ctx: AppContext): Router {
  const keypad = createKeypadRepository(ctx.db);
  const router = Router();

  const readCode = async (): Promise<KeypadCodeResponse> => {
    const current = await keypad.current();
    return { keypadCode: current?.code ?? null };
  };

  router.get('/member/keypad-code', requireMember, async (_req, res) => {
    res.json(await readCode());
  });

  router.get('/admin/keypad-code', requireAdmin, async (_req, res) => {
    res.json(await readCode());
  });

  router.post('/admin/keypad-code', requireAdmin, async (req, res) => {
    const { code } = parseBody(keypadCodeUpdateSchema, req);
    await keypad.set(code, currentUser(req).id, ctx.now());
    const body: KeypadCodeResponse & { message: string } = { keypadCode: code, message: 'Keypad code updated' };
    res.json(body);
  });

  return router;
}
