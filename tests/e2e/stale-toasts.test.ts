import { describe, it } from 'vitest';
import { page, stack, submitLogin, useBrowserStack } from '../support/browser-stack.ts';

// A success clears the error toast it answers: a good login after a wrong password, a homepage
// saved after a refused one. The toasts' own timer is held (their progress bar is what closes
// them), so an error can only go because the success took it away.
useBrowserStack({ viewport: { width: 1366, height: 900 } });

const toast = (text: string) => page.locator('.Toastify').getByText(text, { exact: true });
const holdToastTimers = () => page.addStyleTag({ content: '.Toastify__progress-bar { animation-play-state: paused !important; }' });

describe('toasts answered by a success', () => {
  it("a good login takes away 'Nome utente o password non valida'", async () => {
    await submitLogin('CL001', 'sbagliata');
    await holdToastTimers();
    const refused = toast('Nome utente o password non valida');
    await refused.waitFor();
    await page.getByLabel('Password', { exact: true }).fill('CL001');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await toast('Accesso Effettuato').waitFor();
    await refused.waitFor({ state: 'detached' });
  });

  it("a saved homepage takes away the width refusal of the save before", async () => {
    await submitLogin('CL900');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`${stack.baseUrl}/personalizzaHomepage`);
    await page.getByRole('heading', { name: 'Personalizza Homepage' }).waitFor();
    await holdToastTimers();
    await page.getByLabel('Colonne', { exact: true }).first().selectOption('2');
    await page.getByRole('button', { name: /Aggiungi griglia/ }).click();
    const cells = page.getByTestId('grid-block').last().getByTestId('cell');
    for (const n of [0, 1]) {
      await cells.nth(n).getByLabel('Tipo').selectOption('TEXT');
      await cells.nth(n).getByLabel('Testo (HTML)').fill(`<p>Colonna ${n + 1}</p>`);
    }
    await cells.nth(0).getByLabel(/Larghezza/).fill('60');
    await cells.nth(1).getByLabel(/Larghezza/).fill('50');
    const save = page.getByRole('button', { name: 'Imposta come Homepage', exact: true });
    await save.click();
    const tooWide = toast('La somma delle larghezze delle cellule non può superare il 100%.');
    await tooWide.waitFor();
    await cells.nth(0).getByLabel(/Larghezza/).fill('50');
    await save.click();
    await toast('Homepage caricata').waitFor();
    await tooWide.waitFor({ state: 'detached' });
  });
});
