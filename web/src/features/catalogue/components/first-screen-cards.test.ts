import { describe, expect, it } from 'vitest';
import { cardsInFirstScreen, UNMEASURED_FIRST_SCREEN, type GridGeometry } from './first-screen-cards';

// As the offline listing lays out (AG001 for CL002): at 1366 x 900 px the grid starts at 504 px
// with four columns of 470 px cards 16 px apart; on a 390 x 844 px phone at 496 px, two of 414 px.
const wide: GridGeometry = { width: 1366, top: 504, columns: 4, rowPitch: 486 };
const phone: GridGeometry = { width: 390, top: 496, columns: 2, rowPitch: 430 };

describe('cardsInFirstScreen', () => {
  it.each<[string, GridGeometry | null, number, number, number]>([
    ['never measured', null, 1366, 900, UNMEASURED_FIRST_SCREEN],
    ['1366 x 900: one row of four', wide, 1366, 900, 4],
    ['1366 x 1000: the second row starts on screen too', wide, 1366, 1000, 8],
    ['1366 x 1500: three rows', wide, 1366, 1500, 12],
    ['a screen shorter than where the grid starts: still one row', wide, 1366, 400, 4],
    ['another width lays out other columns: as never measured', wide, 1280, 900, UNMEASURED_FIRST_SCREEN],
    ['a phone: one row of two', phone, 390, 844, 2],
    ['a phone turned: its width was not measured', phone, 844, 390, UNMEASURED_FIRST_SCREEN],
    ['a bad measure (no rows apart)', { ...wide, rowPitch: 0 }, 1366, 900, UNMEASURED_FIRST_SCREEN],
  ])('%s', (_, grid, width, height, expected) => {
    expect(cardsInFirstScreen(grid, { width, height })).toBe(expected);
  });
});
