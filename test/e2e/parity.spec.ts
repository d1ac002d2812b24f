import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';

// Demo parity: what a reader does with each product, and the outcome the components document.
// The demos live on test-only pages (test/fixtures/docs/x/test-fixtures/parity-*), so the expected
// values never drift with the guides' content; each test names the documented behaviour it checks.

const GRID = '/x/test-fixtures/parity-grid/';
const PICKERS = '/x/test-fixtures/parity-pickers/';
const CHARTS_TREE = '/x/test-fixtures/parity-charts-tree/';

/**
 * Scrolls a demo into view and waits until its code has loaded and rendered. The tests use it at
 * once, as a quick reader would: its box still reserves its height, and lifts that reservation
 * (`data-demo-settled`) 600 ms later, usually in the middle of the test's steps, which must change
 * nothing for the demo.
 *
 * The demos above it have settled first. Test-only demos are not measured, so each reserves the
 * default 320 px until it settles and then moves what follows it (on guide pages, measured
 * heights keep the page still): a pointer resting on a column header would be left behind.
 */
async function openDemo(page: Page, name: string): Promise<Locator> {
  const demo = page.locator(`[data-demo="${name}"]`);
  await demo.scrollIntoViewIfNeeded();
  await expect(demo.locator('[data-demo-loaded="true"]')).toBeAttached({ timeout: 30_000 });
  await page.waitForFunction(
    (target) => {
      const own = document.querySelector(`[data-demo="${target}"]`);
      if (!own) return false;
      return [...document.querySelectorAll('.demo-box[data-demo-loaded="true"]')].every(
        (box) =>
          box.hasAttribute('data-demo-settled') ||
          own.contains(box) ||
          !(box.compareDocumentPosition(own) & Node.DOCUMENT_POSITION_FOLLOWING),
      );
    },
    name,
    { timeout: 30_000 },
  );
  return demo;
}

/**
 * Makes the page re-render around a demo (its toolbar opens the code panel) without moving focus,
 * as the box's own settling does: a script's click, which focuses nothing. Called right after a
 * key, it lands while the component is mid-transition.
 */
async function rerenderAround(demo: Locator): Promise<void> {
  // By CSS: a modal picker hides the rest of the page from the accessibility tree.
  await demo
    .locator('[role="toolbar"] button[aria-expanded]')
    .evaluate((button: HTMLElement) => button.click());
}

/** A grid row by its id: its text changes while it is edited, its id does not. */
function row(grid: Locator, id: number): Locator {
  return grid.locator(`[role="row"][data-id="${id}"]`);
}

/** The cell of a row (by id) and a column (by field). */
function cell(grid: Locator, id: number, field: string): Locator {
  return row(grid, id).locator(`[role="gridcell"][data-field="${field}"]`);
}

/** The texts of a column's cells, in display order (header left out). */
function columnTexts(grid: Locator, field: string): Locator {
  return grid.locator(`[role="gridcell"][data-field="${field}"]`);
}

test.describe('Data Grid', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(GRID);
  });

  test('typing on a focused number cell starts editing and keeps every character', async ({
    page,
  }) => {
    const demo = await openDemo(page, 'CellEditing');
    const quantity = cell(demo, 1, 'quantity');
    await quantity.click();
    await page.keyboard.type('25');
    await expect(quantity.locator('input')).toHaveValue('25');
    await page.keyboard.press('Enter');
    await expect(quantity).toHaveText('25');
    await expect(demo.getByTestId('cell-saved')).toHaveText('Saved: Sofa, 25, Refunded');
  });

  test('typing on a focused text cell replaces the value with everything typed', async ({
    page,
  }) => {
    const demo = await openDemo(page, 'CellEditing');
    const name = cell(demo, 2, 'name');
    await name.click();
    await page.keyboard.type('Table');
    await expect(name.locator('input')).toHaveValue('Table');
    await page.keyboard.press('Escape');
    await expect(name).toHaveText('Lamp');
  });

  test('a mouse choice in a single-select cell editor is committed', async ({ page }) => {
    const demo = await openDemo(page, 'CellEditing');
    const status = cell(demo, 1, 'status');
    await status.dblclick();
    await page.getByRole('option', { name: 'Paid' }).click();
    // The choice is the cell's edit value; the edit commits when focus leaves the cell.
    await expect(status.getByRole('combobox')).toHaveText('Paid');
    await cell(demo, 3, 'name').click();
    await expect(status).toHaveText('Paid');
    await expect(demo.getByTestId('cell-saved')).toHaveText('Saved: Sofa, 2, Paid');
  });

  test('Enter starts editing a cell and Escape restores its value', async ({ page }) => {
    const demo = await openDemo(page, 'CellEditing');
    const name = cell(demo, 3, 'name');
    await name.click();
    await page.keyboard.press('Enter');
    const input = name.locator('input');
    await expect(input).toHaveValue('Rug');
    await page.keyboard.press('End');
    await page.keyboard.type(' pad');
    await expect(input).toHaveValue('Rug pad');
    await page.keyboard.press('Escape');
    await expect(name).toHaveText('Rug');
    await expect(demo.getByTestId('cell-saved')).toHaveText('Saved: nothing yet');
  });

  test('hiding a column from its menu removes it from the grid', async ({ page }) => {
    const demo = await openDemo(page, 'Features');
    const header = demo.getByRole('columnheader', { name: 'Category' });
    await header.hover();
    await header.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Hide column' }).click();
    await expect(demo.getByRole('columnheader')).toHaveText(['Name', 'Price']);
  });

  test('row editing: Edit moves focus to Save, dependent selects keep the row open', async ({
    page,
  }) => {
    const demo = await openDemo(page, 'RowEditing');
    const office = row(demo, 1);
    await office.getByRole('menuitem', { name: 'Edit' }).click();
    await expect(office.getByRole('menuitem', { name: 'Save' })).toBeFocused();
    // Country: a custom editor (a Select in a portal) that clears the city.
    await office.locator('[data-field="country"]').getByRole('combobox').click();
    await page.getByRole('option', { name: 'Japan' }).click();
    await expect(office.getByRole('menuitem', { name: 'Save' })).toBeVisible();
    // City: the single-select editor now offers Japan's cities only.
    await office.locator('[data-field="city"]').getByRole('combobox').click();
    await expect(page.getByRole('option')).toHaveText(['Tokyo', 'Osaka']);
    await page.getByRole('option', { name: 'Tokyo' }).click();
    await expect(office.getByRole('menuitem', { name: 'Save' })).toBeVisible();
    await office.getByRole('menuitem', { name: 'Save' }).click();
    await expect(office.locator('[data-field="country"]')).toHaveText('Japan');
    await expect(office.locator('[data-field="city"]')).toHaveText('Tokyo');
    await expect(office.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  });

  test('row editing: Cancel restores the row and Edit comes back', async ({ page }) => {
    const demo = await openDemo(page, 'RowEditing');
    const office = row(demo, 2);
    await office.getByRole('menuitem', { name: 'Edit' }).click();
    const team = office.locator('[data-field="team"] input');
    await team.fill('Helpdesk');
    await office.getByRole('menuitem', { name: 'Cancel' }).click();
    await expect(office.locator('[data-field="team"]')).toHaveText('Support');
  });

  test('grid events subscribed in an effect are reported from the first render', async ({
    page,
  }) => {
    const demo = await openDemo(page, 'RenderedRange');
    await expect(demo.getByTestId('rendered-range')).toHaveText(/^Rendered: rows 0–\d+$/);
  });

  test('dragging a column separator resizes the column and reports its width', async ({ page }) => {
    const demo = await openDemo(page, 'RenderedRange');
    const header = demo.getByRole('columnheader', { name: 'Invoice' });
    const before = (await header.boundingBox())!;
    const separator = header.locator('.MuiDataGrid-columnSeparator');
    const box = (await separator.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(demo.getByTestId('resized')).toHaveText(`Resized: invoice ${before.width + 60}`);
  });

  test('clicking a header sorts ascending, then descending', async ({ page }) => {
    const demo = await openDemo(page, 'Features');
    const firstName = columnTexts(demo, 'name').first();
    await demo.getByRole('columnheader', { name: 'Price' }).click();
    await expect(firstName).toHaveText('Cushion');
    await demo.getByRole('columnheader', { name: 'Price' }).click();
    await expect(firstName).toHaveText('Oak table');
  });

  test('the quick filter keeps the rows that match every typed word', async ({ page }) => {
    const demo = await openDemo(page, 'Features');
    await demo.getByRole('searchbox').fill('lamp');
    await expect(columnTexts(demo, 'name')).toHaveText(['Desk lamp', 'Floor lamp']);
  });

  test('a filter from the column menu keeps the matching rows', async ({ page }) => {
    const demo = await openDemo(page, 'Features');
    const header = demo.getByRole('columnheader', { name: 'Category' });
    await header.hover();
    await header.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('menuitem', { name: 'Filter' }).click();
    await page.getByPlaceholder('Filter value').fill('Textiles');
    // The value applies after the input's debounce, while the panel is open.
    await expect(columnTexts(demo, 'category')).toHaveText(Array(4).fill('Textiles'));
    await page.keyboard.press('Escape');
    await expect(page.getByPlaceholder('Filter value')).toHaveCount(0);
    await expect(columnTexts(demo, 'category')).toHaveText(Array(4).fill('Textiles'));
  });

  test('pagination shows five rows a page and moves to the next page', async ({ page }) => {
    const demo = await openDemo(page, 'Features');
    await expect(demo.getByText('1–5 of 12')).toBeVisible();
    await demo.getByRole('button', { name: 'Go to next page' }).click();
    await expect(demo.getByText('6–10 of 12')).toBeVisible();
    await expect(columnTexts(demo, 'name').first()).toHaveText('Linen curtain');
  });

  test('dragging a column header reorders the columns (Pro)', async ({ page }) => {
    const demo = await openDemo(page, 'Features');
    const price = demo.getByRole('columnheader', { name: 'Price' });
    const name = demo.getByRole('columnheader', { name: 'Name' });
    const from = (await price.boundingBox())!;
    const to = (await name.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 20, to.y + to.height / 2, { steps: 10 });
    await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect(demo.getByRole('columnheader')).toHaveText(['Price', 'Name', 'Category']);
  });

  test('cell selection: Shift+click selects a range of cells (Premium)', async ({ page }) => {
    const demo = await openDemo(page, 'Features');
    await cell(demo, 1, 'name').click();
    await cell(demo, 3, 'category').click({ modifiers: ['Shift'] });
    await expect(demo.locator('.Mui-selected[role="gridcell"]')).toHaveCount(6);
  });

  test('Ctrl+C copies the selected cells as tab-separated lines', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const demo = await openDemo(page, 'Features');
    await cell(demo, 2, 'name').click();
    await cell(demo, 3, 'category').click({ modifiers: ['Shift'] });
    await page.keyboard.press('Control+c');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('Desk lamp\tLighting\r\nWool rug\tTextiles');
  });

  test('row grouping: a group row counts its rows and expands to show them', async ({ page }) => {
    const demo = await openDemo(page, 'Grouping');
    const group = demo.getByRole('row').filter({ hasText: 'Lighting (4)' });
    await expect(group).toBeVisible();
    await expect(demo.getByText('Desk lamp')).toHaveCount(0);
    await group.getByRole('button', { name: /see children/i }).click();
    await expect(demo.getByText('Desk lamp')).toBeVisible();
    await expect(demo.getByText('Wall sconce')).toBeVisible();
  });

  test('tree data: expanding a parent shows its children', async ({ page }) => {
    const demo = await openDemo(page, 'TreeData');
    await expect(demo.getByText('Tom Becker')).toHaveCount(0);
    await demo
      .getByRole('row')
      .filter({ hasText: 'Maya Patel' })
      .getByRole('button', { name: /see children/i })
      .click();
    await expect(demo.getByText('Tom Becker')).toBeVisible();
    await expect(demo.getByText('Lea Moreau')).toBeVisible();
  });

  test('master-detail: the toggle opens the row detail panel', async ({ page }) => {
    const demo = await openDemo(page, 'MasterDetail');
    await expect(demo.getByTestId('detail-101')).toHaveCount(0);
    await demo
      .getByRole('row')
      .filter({ hasText: 'Ana Ruiz' })
      .getByRole('button', { name: 'Expand' })
      .click();
    await expect(demo.getByTestId('detail-101')).toHaveText('Items: Oak table, Cushion');
  });
});

test.describe('Date and Time Pickers', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(PICKERS);
  });

  test('a date field is typed section by section', async ({ page }) => {
    const demo = await openDemo(page, 'FieldAndCalendar');
    const field = demo.getByRole('textbox', { name: 'Delivery date' });
    await field.click();
    await page.keyboard.type('04');
    await expect(field).toHaveValue('04/DD/YYYY');
    await page.keyboard.type('17');
    await expect(field).toHaveValue('04/17/YYYY');
    await page.keyboard.type('2024');
    await expect(field).toHaveValue('04/17/2024');
    await expect(demo.getByTestId('typed-date')).toHaveText('Typed: 2024-04-17');
  });

  test('arrow keys move between sections and step a section', async ({ page }) => {
    const demo = await openDemo(page, 'FieldAndCalendar');
    const field = demo.getByRole('textbox', { name: 'Delivery date' });
    await field.click();
    await page.keyboard.type('04172024');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await expect(field).toHaveValue('04/18/2024');
    await expect(demo.getByTestId('typed-date')).toHaveText('Typed: 2024-04-18');
  });

  test('the calendar is driven by the keyboard', async ({ page }) => {
    const demo = await openDemo(page, 'FieldAndCalendar');
    const calendar = demo.getByRole('grid');
    await calendar.getByRole('gridcell', { name: '17', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(calendar.getByRole('gridcell', { name: '18', exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(calendar.getByRole('gridcell', { name: '25', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(demo.getByTestId('calendar-date')).toHaveText('Calendar: 2024-04-25');
    // Page Up moves to the same day of the next month, Page Down to the previous one. Each new
    // month slides in, and its day takes focus once it has: the next key waits for that day.
    const focusedDay = demo.locator('[role="gridcell"]:focus');
    const day = (month: number, date: number) => String(new Date(2024, month, date).getTime());
    await page.keyboard.press('PageUp');
    await expect(demo.getByText('May 2024')).toBeVisible();
    await expect(focusedDay).toHaveAttribute('data-timestamp', day(4, 25));
    await page.keyboard.press('PageDown');
    await expect(focusedDay).toHaveAttribute('data-timestamp', day(3, 25));
    await page.keyboard.press('PageDown');
    await expect(demo.getByText('March 2024')).toBeVisible();
    await expect(focusedDay).toHaveAttribute('data-timestamp', day(2, 25));
  });

  test('the time clock changes the hour from the keyboard', async ({ page }) => {
    const demo = await openDemo(page, 'FieldAndCalendar');
    const clock = demo.getByRole('listbox');
    await clock.focus();
    await page.keyboard.press('ArrowUp');
    await expect(demo.getByTestId('clock-time')).toHaveText('Clock: 10:00');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(demo.getByTestId('clock-time')).toHaveText('Clock: 08:00');
  });

  test('the calendar header opens the year view, and a year returns to the days', async ({
    page,
  }) => {
    const demo = await openDemo(page, 'FieldAndCalendar');
    await demo.getByRole('button', { name: /switch to year view/ }).click();
    await demo.getByRole('radio', { name: '2026' }).click();
    await expect(demo.getByText('April 2026')).toBeVisible();
    await expect(demo.getByRole('grid')).toBeVisible();
  });

  test('the date-time picker goes on from the day to the time', async ({ page }) => {
    const demo = await openDemo(page, 'Pickers');
    await demo
      .getByRole('button', { name: /^Choose date/ })
      .nth(1)
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '18', exact: true }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('listbox', { name: /Select hours/ })).toBeVisible();
    await page.keyboard.press('Escape');
  });

  for (const [label, button, index] of [
    ['date', /^Choose date/, 0],
    ['time', /^Choose time/, 0],
    ['date-time', /^Choose date/, 1],
  ] as const) {
    test(`closing the ${label} picker returns focus to its opening button`, async ({ page }) => {
      const demo = await openDemo(page, 'Pickers');
      const opener = demo.getByRole('button', { name: button }).nth(index);
      await opener.click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(opener).toBeFocused();
    });

    // A re-render of the demo while its popup fades out made the time view focus its selected
    // hour again, inside the leaving popup: focus then fell to the page's body. The box's own
    // settling was such a re-render, for a reader who opened a picker in the demo's first 600 ms.
    test(`the ${label} picker returns focus when the page re-renders as it closes`, async ({
      page,
    }) => {
      const demo = await openDemo(page, 'Pickers');
      const opener = demo.getByRole('button', { name: button }).nth(index);
      await opener.click();
      const dialog = page.getByRole('dialog');
      // Fully open, as a reader meets it: grown, with focus on its selected day or hour.
      await expect(dialog.locator('.MuiPaper-root').first()).toHaveCSS('transform', 'none');
      await expect(dialog.locator(':focus')).toHaveCount(1);
      await page.keyboard.press('Escape');
      await rerenderAround(demo);
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(opener).toBeFocused();
    });
  }

  test('choosing a day in the date picker closes it and fills the field', async ({ page }) => {
    const demo = await openDemo(page, 'Pickers');
    const opener = demo.getByRole('button', { name: /^Choose date/ }).first();
    await opener.click();
    // The popup grows from the field: a click during that transition lands on another day.
    await expect(page.getByRole('dialog').locator('.MuiPaper-root').first()).toHaveCSS(
      'transform',
      'none',
    );
    await page.getByRole('dialog').getByRole('gridcell', { name: '20', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(demo.getByRole('textbox', { name: 'Check-in' })).toHaveValue('04/20/2024');
    await expect(opener).toBeFocused();
  });

  test('the mobile picker applies a day on OK and discards it on Cancel', async ({ page }) => {
    const demo = await openDemo(page, 'Pickers');
    const input = demo.getByRole('textbox', { name: /^Choose date/ });
    await input.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '9', exact: true }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(demo.getByTestId('mobile-date')).toHaveText('Accepted: 2024-04-17');
    await input.click();
    await dialog.getByRole('gridcell', { name: '9', exact: true }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(demo.getByTestId('mobile-date')).toHaveText('Accepted: 2024-04-09');
  });

  test('a German picker shows German formats and labels', async ({ page }) => {
    const demo = await openDemo(page, 'Pickers');
    await expect(demo.getByRole('textbox', { name: 'Anreise' })).toHaveValue('05.03.2024');
    const opener = demo.getByRole('button', { name: /^Datum auswählen/ });
    await opener.click();
    await expect(page.getByRole('dialog').getByText('März 2024')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
  });

  /** A calendar of the parity page and how it opens (null: always shown). */
  type CalendarCase = {
    label: string;
    demo: string;
    open: { button: RegExp; index: number } | { textbox: RegExp } | null;
  };

  // The calendar's keyboard crosses a month's edge: ArrowDown from the last week focuses the day a
  // week later in the next month, Page Up the same day of the next month and Page Down of the
  // previous one. Each calendar starts on April 24, 2024. The new month slides in for 375 ms, and
  // until it has, focus stays on the day of the month sliding out (a key pressed then moves from
  // that day): each step waits for the new day itself to hold focus, known by its timestamp.
  // Each case runs twice: as it is, and with the page re-rendering around the demo right after
  // each key, while the new month slides in (as a box settling does): the keyboard must not care.
  const calendars: CalendarCase[] = [
    { label: 'date picker', demo: 'Pickers', open: { button: /^Choose date/, index: 0 } },
    { label: 'date-time picker', demo: 'Pickers', open: { button: /^Choose date/, index: 1 } },
    { label: 'mobile date picker', demo: 'Pickers', open: { textbox: /^Choose date/ } },
    { label: 'static calendar', demo: 'FieldAndCalendar', open: null },
    { label: 'static date picker', demo: 'StaticPicker', open: null },
  ];
  for (const { label, demo: demoName, open, rerender } of calendars.flatMap((entry) => [
    { ...entry, rerender: false },
    { ...entry, rerender: true },
  ])) {
    const during = rerender ? ', the page re-rendering as each month slides in' : '';
    test(`the ${label}'s calendar moves into the next month from the keyboard${during}`, async ({
      page,
    }) => {
      const demo = await openDemo(page, demoName);
      let calendar: Locator = demo;
      if (open && 'button' in open) {
        await demo.getByRole('button', { name: open.button }).nth(open.index).click();
        calendar = page.getByRole('dialog');
      } else if (open) {
        await demo.getByRole('textbox', { name: open.textbox }).click();
        calendar = page.getByRole('dialog');
      }
      const focusedDay = page.locator('[role="gridcell"]:focus');
      // A day cell carries its date's timestamp (local midnight, in the browser's time zone,
      // which is this process's).
      const expectFocusOn = async (month: number, day: number, title: string) => {
        await expect(focusedDay).toHaveAttribute(
          'data-timestamp',
          String(new Date(2024, month, day).getTime()),
        );
        await expect(calendar.getByText(title, { exact: true })).toBeVisible();
      };
      const press = async (key: string) => {
        await page.keyboard.press(key);
        if (rerender) await rerenderAround(demo);
      };
      await calendar.getByRole('gridcell', { name: '24', exact: true }).focus();
      await expectFocusOn(3, 24, 'April 2024');
      await press('ArrowDown');
      await expectFocusOn(4, 1, 'May 2024');
      await press('PageUp');
      await expectFocusOn(5, 1, 'June 2024');
      await press('PageDown');
      await expectFocusOn(4, 1, 'May 2024');
      await press('ArrowDown');
      await expectFocusOn(4, 8, 'May 2024');
    });
  }

  test('a date range is picked with two clicks', async ({ page }) => {
    const demo = await openDemo(page, 'RangePicker');
    await demo.getByRole('textbox', { name: 'Arrival' }).click();
    // Opened from the field, the range calendar is a popup that leaves focus in the field.
    const dialog = page.getByRole('tooltip');
    await dialog.getByRole('gridcell', { name: '8', exact: true }).first().click();
    await dialog.getByRole('gridcell', { name: '12', exact: true }).first().click();
    await expect(demo.getByTestId('range')).toHaveText('Range: 2024-04-08 → 2024-04-12');
    await expect(demo.getByRole('textbox', { name: 'Departure' })).toHaveValue('04/12/2024');
  });
});

test.describe('Charts and Tree View', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(CHARTS_TREE);
  });

  test('hovering a bar shows its series and value in the tooltip', async ({ page }) => {
    const demo = await openDemo(page, 'Charts');
    const bars = demo.locator('.MuiBarElement-root');
    await expect(bars).toHaveCount(8);
    await bars.nth(3).hover();
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await expect(tooltip).toContainText('North');
    await expect(tooltip).toContainText('180');
  });

  test('hovering a series highlights it and fades the other one', async ({ page }) => {
    const demo = await openDemo(page, 'Charts');
    const bars = demo.locator('.MuiBarElement-root');
    const opacities = () =>
      bars.evaluateAll((elements) => elements.map((bar) => getComputedStyle(bar).opacity));
    await expect.poll(opacities).toEqual(Array(8).fill('1'));
    // Series are drawn in order: North's four bars, then South's.
    await bars.first().hover();
    await expect.poll(opacities).toEqual([...Array(4).fill('1'), ...Array(4).fill('0.3')]);
  });

  test('hovering a line chart shows every series at that point', async ({ page }) => {
    const demo = await openDemo(page, 'Charts');
    const marks = demo.locator('.MuiMarkElement-root');
    await expect(marks).toHaveCount(8);
    // The pointer goes to coordinates read from the marks: read them once the chart has its size.
    await expect(demo.locator('.demo-box[data-demo-settled]')).toBeAttached();
    await marks.nth(5).scrollIntoViewIfNeeded();
    // At Q2, halfway between North's and South's marks: the axis tooltip follows the pointer's x
    // anywhere in the plot, and a pointer resting on a mark can be left by it when the highlight
    // drawn under the pointer takes its place (the chart then hides the tooltip).
    const north = (await marks.nth(1).boundingBox())!;
    const south = (await marks.nth(5).boundingBox())!;
    await page.mouse.move(
      north.x + north.width / 2,
      (north.y + north.height / 2 + south.y + south.height / 2) / 2,
    );
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await expect(tooltip).toContainText('Q2');
    await expect(tooltip).toContainText('North');
    await expect(tooltip).toContainText('150');
    await expect(tooltip).toContainText('South');
    await expect(tooltip).toContainText('60');
  });

  test('hovering a pie arc shows its label and value', async ({ page }) => {
    const demo = await openDemo(page, 'Charts');
    await demo.locator('.MuiPieArc-root').first().hover();
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await expect(tooltip).toContainText('Online');
    await expect(tooltip).toContainText('55');
  });

  test('tree view: clicking a folder expands it', async ({ page }) => {
    const demo = await openDemo(page, 'Tree');
    const src = demo.getByRole('treeitem', { name: 'src' });
    await expect(src).toHaveAttribute('aria-expanded', 'false');
    await src.getByText('src', { exact: true }).click();
    await expect(src).toHaveAttribute('aria-expanded', 'true');
    await expect(demo.getByRole('treeitem', { name: 'App.tsx' })).toBeVisible();
  });

  test('tree view: the keyboard moves focus, expands and collapses', async ({ page }) => {
    const demo = await openDemo(page, 'Tree');
    await demo.getByRole('treeitem', { name: 'README.md' }).focus();
    await page.keyboard.press('Home');
    const src = demo.getByRole('treeitem', { name: 'src' });
    await expect(src).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(src).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(demo.getByRole('treeitem', { name: 'App.tsx' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(src).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(src).toHaveAttribute('aria-expanded', 'false');
  });

  test('tree view: * expands every group beside the focused item', async ({ page }) => {
    const demo = await openDemo(page, 'Tree');
    await demo.getByRole('treeitem', { name: 'src' }).focus();
    await page.keyboard.press('*');
    await expect(demo.getByRole('treeitem', { name: 'src' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(demo.getByRole('treeitem', { name: 'public' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(demo.getByRole('treeitem', { name: 'favicon.svg' })).toBeVisible();
  });

  test('tree view: checkboxes select several items', async ({ page }) => {
    const demo = await openDemo(page, 'Tree');
    await demo.getByRole('treeitem', { name: 'README.md' }).getByRole('checkbox').check();
    await demo.getByRole('treeitem', { name: 'public' }).getByRole('checkbox').check();
    await expect(demo.getByTestId('tree-selected')).toHaveText('Selected: public, readme');
    await expect(demo.getByRole('treeitem', { name: 'README.md' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
