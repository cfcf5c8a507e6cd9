import { apiToken, createBikeViaApi, expect, fakeNfcReader, newPerson, registerViaApi, seriousViolations, signIn, test } from './fixtures.js';

// Tags of the demo inventory this file owns (other specs use others): 03 is scanned on /nfc-scan,
// 04 is paired from the verification page. The demo stolen bike carries 04D3E0A1B2C302.
const scannedTag = '04A1B2C3D4E503';
const pairedTag = '04A1B2C3D4E504';
const stolenBikeTag = '04D3E0A1B2C302';

test('a new owner taps a tag on /nfc-scan, adds it to their tags and puts it on a bike from the dashboard', async ({ page }) => {
  const owner = await registerViaApi(page, newPerson('Tommaso'));
  await createBikeViaApi(page, await apiToken(page, owner), { name: 'Bici da proteggere', brand: 'Bianchi', type: 'city' });
  await page.context().clearCookies();
  await page.addInitScript({ content: fakeNfcReader('04:a1:b2:c3:d4:e5:03') });

  // Signed out, the scan page says it needs an account (spec §2) and its login comes back after sign-in.
  await page.goto('/nfc-scan');
  await expect(page.getByText('Accesso richiesto')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('main').getByRole('link', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fnfc-scan$/);
  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/nfc-scan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scansiona un tag NFC' })).toBeVisible();
  await expect(page.getByText('Il dispositivo può leggere i tag NFC.')).toBeVisible();
  await expect(page.getByText(/La scansione è sicura/)).toBeVisible();

  await page.getByRole('button', { name: 'Avvia la scansione' }).click();
  await expect(page.getByRole('heading', { name: 'Tag letto' })).toBeVisible();
  await expect(page.getByText(scannedTag, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Associa ai miei tag' }).click();
  await expect(page.getByText('Tag associato con successo')).toBeVisible();
  await page.getByRole('link', { name: 'Continua' }).click();

  await expect(page).toHaveURL(/\/dashboard/);
  const tags = page.getByRole('region', { name: /tag/i }).filter({ hasText: scannedTag });
  await expect(tags.getByText(scannedTag, { exact: true })).toBeVisible();
  await tags.getByRole('combobox', { name: new RegExp(`${scannedTag}|Assegna a una bicicletta`) }).selectOption({ label: 'Bici da proteggere' });
  await expect(page.getByText('Tag assegnato con successo alla bicicletta.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Le tue biciclette' }).getByRole('link', { name: /Bici da proteggere/ })).toContainText('Protetta');
});

test('an anonymous visitor taps the tag of a stolen bike, sees the alarm and reports a sighting', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 45.478123, longitude: 9.227456, accuracy: 25 });

  await page.goto(`/nfc/verifica?uid=${stolenBikeTag}`);
  const alarm = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'Attenzione: questa bici è segnalata come rubata' }) });
  await expect(alarm).toBeVisible();
  await expect(alarm.getByText('Corsa della domenica')).toBeVisible();
  await expect(alarm.getByText('Pinarello Dogma F')).toBeVisible();
  await expect(alarm.getByText(/^Ricompensa per chi la ritrova: 403\s€$/)).toBeVisible();
  await expect(alarm.getByText(/^65% dei 620\s€ offerti dal proprietario · Non ancora versata dal proprietario$/)).toBeVisible();
  await expect(alarm.getByRole('link', { name: 'Chiama la polizia' })).toHaveAttribute('href', 'tel:112');
  const steps = page.getByRole('region', { name: 'Cosa fare adesso' });
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(steps.getByText("Contatta le forze dell'ordine")).toBeVisible();
  await expect(steps.getByText('Non affrontare nessuno')).toBeVisible();
  await expect(steps.getByText('Scatta una foto')).toBeVisible();
  await expect(page.getByText(/ogni scansione aiuta la community Ritrova/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await seriousViolations(page)).toEqual([]);

  await alarm.getByRole('link', { name: 'Segnala un avvistamento' }).click();
  const form = page.getByRole('region', { name: 'Segnala un avvistamento' });
  await expect(form).toBeInViewport();
  await expect(form.getByText('Verrà inviata la posizione del dispositivo (precisione ±25 m).')).toBeVisible();
  await expect(form.getByRole('checkbox', { name: 'Condividi il punto esatto con il proprietario' })).not.toBeChecked();
  await form.getByRole('checkbox', { name: 'Condividi il punto esatto con il proprietario' }).check();
  await form.getByRole('textbox', { name: 'Nota (facoltativa)' }).fill('Legata a un palo davanti alla stazione');
  // Consent to be contacted asks for an address.
  await form.getByRole('checkbox', { name: 'Il proprietario può contattarmi tramite Ritrova' }).check();
  await form.getByRole('button', { name: 'Invia la segnalazione' }).click();
  await expect(form.getByRole('alert')).toHaveText('Campo obbligatorio');
  await form.getByRole('textbox', { name: 'La tua email' }).fill(`testimone-${Date.now()}@example.com`);
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Invia la segnalazione' }).click();
  await expect(page.getByText('Grazie! Segnalazione inviata')).toBeVisible();
  await expect(page.getByText(/potrà contattarti tramite Ritrova/)).toBeVisible();
});

test('an anonymous visitor on a free tag signs in, comes back to the pairing step and pairs it with a bike', async ({ page, browser }) => {
  const owner = await registerViaApi(page, newPerson('Davide'));
  await createBikeViaApi(page, await apiToken(page, owner), { name: 'Gravel di Davide', brand: 'Basso', type: 'gravel' });
  await page.context().clearCookies();

  await page.goto(`/nfc/verifica?uid=${pairedTag}`);
  await expect(page.getByRole('heading', { name: 'Tag libero' })).toBeVisible();
  const signInLink = page.getByRole('main').getByRole('link', { name: 'Accedi e associa il tag' });
  // The tag is remembered in a pending session while the visitor signs in.
  await expect(signInLink).toHaveAttribute('href', /redirectUrl=%2Ftag-association%3FsessionId%3D/);
  await expect(page.getByRole('main').getByRole('link', { name: 'Crea un account' })).toHaveAttribute('href', /^\/register\?redirectUrl=/);
  expect((await page.context().cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(['pendingTagSession', 'pendingTagUid']));
  expect(await seriousViolations(page)).toEqual([]);

  await signInLink.click();
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Ftag-association/);
  await signIn(page, owner.email);
  await expect(page).toHaveURL(new RegExp(`/tag-association\\?tagUid=${pairedTag}&action=assign$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Associa il tag' })).toBeVisible();
  await expect(page.getByText(pairedTag, { exact: true })).toBeVisible();
  const bikes = page.getByRole('group', { name: 'Scegli la bicicletta' });
  // Confirming without a choice asks for one.
  await page.getByRole('button', { name: "Conferma l'associazione" }).click();
  await expect(bikes.getByRole('alert')).toHaveText('Scegli una bicicletta');
  await bikes.getByRole('radio', { name: /Gravel di Davide/ }).check();
  await page.getByRole('button', { name: "Conferma l'associazione" }).click();
  await expect(page.getByText('Tag associato con successo')).toBeVisible();
  await expect(page.getByText(`Il tag ${pairedTag} ora protegge «Gravel di Davide».`)).toBeVisible();
  expect((await page.context().cookies()).filter((c) => c.name.startsWith('pendingTag'))).toEqual([]);

  await page.getByRole('link', { name: 'Vai alla bicicletta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gravel di Davide' })).toBeVisible();
  await expect(page.getByText('Protetta').first()).toBeVisible();

  // Her own tap of the tag leads her to her bike's page (issue #27)…
  const bikeUrl = page.url();
  await page.goto(`/nfc/verifica?uid=${pairedTag}`);
  await expect(page).toHaveURL(bikeUrl);
  await expect(page.getByRole('heading', { level: 1, name: 'Gravel di Davide' })).toBeVisible();
  // …and the tag tells a stranger, on another phone, that the bike is registered and not stolen.
  const stranger = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'it-IT' });
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`/nfc/verifica?uid=${pairedTag}`);
  await expect(strangerPage.getByRole('heading', { name: 'Questa bici è registrata e non risulta rubata' })).toBeVisible();
  await expect(strangerPage.getByRole('heading', { name: 'Gravel di Davide' })).toBeVisible();
  await stranger.close();
});

test('/stolen-check finds the demo stolen bike by its serial written loosely, tells no more of an unpublished theft, and gives a clean answer otherwise', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Verifica una bici usata' }).click();
  await expect(page).toHaveURL(/\/stolen-check$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Stai comprando una bici usata?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  const field = page.getByRole('textbox', { name: 'Numero di telaio o ID del tag' });
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page.getByText('Campo obbligatorio')).toBeVisible();

  await field.fill('pnr f 998877');
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Questa bici risulta rubata' })).toBeVisible();
  // The demo theft is not published: the check says "stolen" and nothing of the bike, the place or the reward (issue #24).
  await expect(page.getByText(/^Il proprietario non ha reso pubblici i dettagli del furto/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Corsa della domenica' })).toHaveCount(0);
  await expect(page.getByText(/Ricompensa per chi la ritrova/)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await field.fill(`E2E-${Date.now()}`);
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Questa bici non risulta rubata' })).toBeVisible();
  await expect(page.getByText(/Conosciamo solo i furti segnalati su Ritrova/)).toBeVisible();

  await page.getByRole('radio', { name: 'ID del tag NFC' }).check();
  await field.fill('04:d3:e0:a1:b2:c3:02');
  await page.getByRole('button', { name: 'Verifica', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Questa bici risulta rubata' })).toBeVisible();
});

test('the verification page without a uid says so and leads back to the dashboard', async ({ page }) => {
  await page.goto('/nfc/verifica');
  await expect(page.getByRole('alert')).toContainText('Tag UID non trovato');
  await expect(page.getByRole('link', { name: 'Torna alla dashboard' })).toHaveAttribute('href', '/dashboard');
  expect(await seriousViolations(page)).toEqual([]);

  // A tag Ritrova does not know.
  await page.goto('/nfc/verifica?uid=0A0B0C0D0E0F11');
  await expect(page.getByRole('heading', { name: 'Tag non riconosciuto' })).toBeVisible();
});

test('axe finds no serious or critical violation on /nfc-scan, /tag-association and /test-tag-scan', async ({ page }) => {
  // Signed out, the association page asks to sign in and comes back.
  await page.goto(`/tag-association?tagUid=${pairedTag}&action=assign`);
  await expect(page.getByText('Per associare un tag alla tua bici devi accedere al tuo account.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Accedi' })).toHaveAttribute('href', /^\/login\?redirectUrl=%2Ftag-association%3FtagUid%3D/);
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/test-tag-scan');
  await expect(page.getByText("Non hai effettuato l'accesso.")).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'ID del tag' })).toHaveValue('04A1B2C3D4E501');
  await page.getByRole('textbox', { name: 'ID del tag' }).fill('0a:0b:0c:0d:0e:0f:12');
  await page.getByRole('button', { name: 'Verifica diretta' }).click();
  await expect(page.getByText(/"status": "unregistered"/)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Simula la scansione completa' }).click();
  await expect(page).toHaveURL(/\/nfc\/verifica\?uid=0A0B0C0D0E0F12$/);
  await expect(page.getByRole('heading', { name: 'Tag non riconosciuto' })).toBeVisible();

  // Desktop Chromium cannot read NFC: the page says so and offers the manual entry.
  const owner = await registerViaApi(page, newPerson('Marta'));
  await page.context().clearCookies();
  await page.goto('/nfc-scan?manual=true');
  await expect(page.getByText('Accesso richiesto')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Accedi' }).click();
  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/nfc-scan\?manual=true$/);
  await expect(page.getByText(/Questo browser non può leggere i tag NFC/)).toBeVisible();
  const uid = page.getByRole('textbox', { name: 'ID del tag' });
  await expect(uid).toHaveAttribute('placeholder', '04A1B2C3D4E501');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('Inserisci un ID tag valido')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.getByRole('link', { name: 'Annulla' })).toHaveAttribute('href', '/dashboard?refresh=tags');
  await uid.fill('zz');
  await page.getByRole('button', { name: 'Continua' }).click();
  await expect(page.getByText('Inserisci un ID tag valido')).toBeVisible();
});
