import { describe, expect, it } from 'vitest';
import { bearer, insertManager, multipartForm, tokensFor } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

const t = useTestApp();

const signIn = (username: string, password: string, language?: string) => {
  const form = multipartForm({ username, password, grant_type: 'password' });
  return t.app.inject({
    method: 'POST',
    url: '/auth/login',
    ...form,
    headers: { ...form.headers, ...(language ? { 'accept-language': language } : {}) },
  });
};

describe('errors in the language of the request (docs/i18n.md)', () => {
  it('answers a wrong sign-in in Spanish when the request asks for it, and in English otherwise', async () => {
    const { user } = await insertManager(t.db);
    const spanish = await signIn(user.username, 'not-the-password', 'es-US,es;q=0.9');
    expect(spanish.statusCode).toBe(401);
    expect(spanish.json().detail).toBe('El nombre de usuario o la contraseña no son correctos.');
    const english = await signIn(user.username, 'not-the-password', 'fr, en;q=0.4');
    expect(english.json().detail).toBe('Incorrect username or password.');
    const unasked = await signIn(user.username, 'not-the-password');
    expect(unasked.json().detail).toBe('Incorrect username or password.');
  });

  it("translates a field's message from the shared rules, and the status message of a refused request", async () => {
    const blank = await signIn('', '', 'es');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().detail).toBe('El nombre de usuario es obligatorio.');

    // A zod-validated body: each field's message, and the detail, in Spanish.
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/users/vendor',
      headers: { 'accept-language': 'es' },
      payload: {
        user: { username: 'ab', email: 'someone@example.org', password: 'longenough1' },
        vendor: { business_name: 'Granja', type: 'PRODUCER', receipt_email: '' },
      },
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().errors).toContainEqual({
      path: 'user.username',
      message: 'El nombre de usuario debe tener al menos 3 caracteres.',
    });

    const noToken = await t.app.inject({
      method: 'GET',
      url: '/users/self',
      headers: { 'accept-language': 'es' },
    });
    expect(noToken.statusCode).toBe(401);
    expect(noToken.json().detail).toBe('No tiene autorización. Inicie sesión e inténtelo de nuevo.');
  });

  it('leaves a message the catalogue does not hold in English rather than guess', async () => {
    const { user } = await insertManager(t.db);
    const { access_token } = await tokensFor(t, user.username);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/market-managers/markets/00000000-0000-4000-8000-000000000000',
      headers: { ...bearer(access_token), 'accept-language': 'es' },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().detail).toBe('No se encontró lo que buscaba.');
  });

  it("answers a signed-in account in the language it chose, whatever the request's header; else the header", async () => {
    const { user } = await insertManager(t.db);
    const { access_token } = await tokensFor(t, user.username);
    const refuse = (language?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/users/self/language',
        headers: { ...bearer(access_token), ...(language ? { 'accept-language': language } : {}) },
        payload: { language: 'fr' },
      });
    // No choice yet: the header decides.
    expect((await refuse('es')).json().detail).toBe('Elija inglés o español.');
    expect((await refuse()).json().detail).toBe('Choose English or Spanish.');

    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/users/self/language',
      headers: bearer(access_token),
      payload: { language: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    for (const header of [undefined, 'en-US,en;q=0.9']) {
      const refused = await refuse(header);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().detail, String(header)).toBe('Elija inglés o español.');
    }
    // The check that answers before the error handler (a control character) follows the account too.
    const nul = await t.app.inject({
      method: 'PUT',
      url: '/users/self/language',
      headers: { ...bearer(access_token), 'accept-language': 'en' },
      payload: { language: 'es\u0000' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().detail).toBe('Quite los caracteres de control de este texto');
  });
});
