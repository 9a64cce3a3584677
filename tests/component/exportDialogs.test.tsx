// Export Options (the dialog) and 'Export Site Plan' (the format menu, the export's progress and outcome).
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_STAGES, type ExportStage } from '../../src/shared/export/request';
import type { ComposeResult } from '../../src/workers/export/api';
import { ExportOptionsDialog } from '../../src/ui/components/ExportOptionsDialog';
import { ExportSitePlan } from '../../src/ui/components/ExportSitePlan';
import { downloadBytes } from '../../src/ui/app/files/download';
import { cancelExport } from '../../src/ui/app/export/exportController';
import { dimensionUnits } from '../../src/ui/store/draw';
import { detailSheets, exportOptionsOpen, includeDimensions, pageSetup } from '../../src/ui/store/eventInfo';
import { exportJob, exportMenuOpen } from '../../src/ui/store/exportJob';
import { mapPort } from '../../src/ui/store/map';
import { exporter, jobs, layers, planWorker, resetEngines } from '../support/fakeEngines';
import { createFakePort, type FakeMapPort } from '../support/fakePort';
import { areaTarget, focusOn, resetStore } from './panelState';
import { capturedPixels } from '../support/capturedPixels';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));
// The offscreen basemap is the map port's (the fake's); the file download needs a browser. The rest is the
// app's own.
vi.mock('../../src/ui/app/files/download', async (original) => ({
  ...(await original<typeof import('../../src/ui/app/files/download')>()),
  downloadBytes: vi.fn(),
}));

/** The export's code is a chunk of its own, loaded on first use: on a busy machine that takes a while. */
const LOADING = { timeout: 10_000 };

const frame = { west: -73.985, south: 40.752, east: -73.982, north: 40.755 };

let port: FakeMapPort;

beforeEach(() => {
  // A job a failed test left running would hold every later export back.
  cancelExport();
  resetEngines();
  resetStore();
  vi.mocked(downloadBytes).mockReset();
  port = createFakePort();
});

describe('Export Options', () => {
  beforeEach(() => {
    act(() => {
      exportOptionsOpen.value = true;
    });
  });

  it('opens on the defaults: dimensions in metres, A4 landscape, fit to area, detail sheets', () => {
    render(<ExportOptionsDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Export Options' });
    expect(within(dialog).getByRole('checkbox', { name: 'Include dimensions' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('radio', { name: 'Metres (m)' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('combobox', { name: 'Paper' })).toHaveProperty('value', 'a4');
    expect(within(dialog).getByRole('radio', { name: 'Landscape' })).toHaveProperty('checked', true);
    expect(within(dialog).getByRole('combobox', { name: 'Map scale' })).toHaveProperty('value', 'fit');
    expect(within(dialog).getByRole('checkbox', { name: /^Add detail sheets/ })).toHaveProperty('checked', true);
  });

  it('Save keeps the choices for the export and the measurements', async () => {
    render(<ExportOptionsDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Export Options' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Include dimensions' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Feet (ft)' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Paper' }), 'US Legal (8.5 × 14 in)');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Portrait' }));
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Map scale' }), '1:1,000');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Add detail sheets/ }));
    // Nothing applies before Save.
    expect(dimensionUnits.value).toBe('m');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(includeDimensions.value).toBe(false);
    expect(dimensionUnits.value).toBe('ft');
    expect(pageSetup.value).toEqual({ paper: 'legal', orientation: 'portrait', scale: 1000 });
    expect(detailSheets.value).toBe(false);
    expect(exportOptionsOpen.value).toBe(false);
  });

  it('Cancel and Escape leave the options as they were', async () => {
    render(<ExportOptionsDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Export Options' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Feet (ft)' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(dimensionUnits.value).toBe('m');
    expect(exportOptionsOpen.value).toBe(false);

    act(() => {
      exportOptionsOpen.value = true;
    });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Feet (ft)' }));
    act(() => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    expect(dimensionUnits.value).toBe('m');
    expect(exportOptionsOpen.value).toBe(false);
  });

  it('warns while the focused area does not fit the page at the chosen scale', async () => {
    focusOn(areaTarget('Bryant Park - Lawn', 120, 80));
    render(<ExportOptionsDialog />);
    const dialog = screen.getByRole('dialog', { name: 'Export Options' });
    const scale = within(dialog).getByRole('combobox', { name: 'Map scale' });
    await userEvent.selectOptions(scale, '1:250');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'The area does not fit on this page at 1:250: parts of it lie outside the map.',
    );
    await userEvent.selectOptions(scale, '1:1,000');
    expect(within(dialog).queryByRole('status')).toBeNull();
  });
});

describe('Export Site Plan', () => {
  const button = () => screen.getByRole('button', { name: 'Export Site Plan' });

  it('needs a focused area', () => {
    render(<ExportSitePlan />);
    expect(button()).toHaveProperty('disabled', true);
    focusOn(areaTarget());
    expect(button()).toHaveProperty('disabled', false);
  });

  it('opens a menu of formats, walked with the arrow keys and closed with Escape', async () => {
    focusOn(areaTarget());
    render(<ExportSitePlan />);
    expect(button().getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button());
    expect(button().getAttribute('aria-expanded')).toBe('true');
    const menu = screen.getByRole('menu', { name: 'Export format' });
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'PNG Image',
      'JPG Image',
      'PDF Document',
      'DXF (CAD)',
      'KML (Google Earth)',
      'CSV equipment list',
    ]);
    expect(document.activeElement).toBe(items[0]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(items[2]);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(items[5]);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(exportMenuOpen.value).toBe(false);
  });

  it('PDF Document: the stages while it runs, then the file it saved', async () => {
    focusOn(areaTarget());
    act(() => {
      // The map as the export asks it: its view (saved in the share link) and the offscreen basemap.
      mapPort.value = port;
      dimensionUnits.value = 'ft';
      pageSetup.value = { paper: 'letter', orientation: 'portrait', scale: 'fit' };
    });
    port.captureForExport.mockResolvedValue({
      map: capturedPixels(),
      frame,
      locator: null,
      locatorFrame: null,
      basemap: 'full',
    });
    planWorker.shareLink.mockResolvedValue({ ok: true, link: 'https://example.test/#p=abc', chars: 27 });
    let finish: (result: ComposeResult) => void = () => {};
    exporter.compose.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    // The worker's progress report of the composing job, as it reaches the page.
    const progress = (stage: ExportStage) => jobs.exporter.progress(jobs.exporter.last('compose')!.id, stage);
    render(<ExportSitePlan />);
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('menuitem', { name: 'PDF Document' }));

    // The export's code is loaded as the menu opens (exportMenu.ts): the job starts once it is there.
    await vi.waitFor(() => expect(screen.queryByRole('menu')).toBeNull(), LOADING);
    expect(button()).toHaveProperty('disabled', true);
    await vi.waitFor(() => expect(exporter.compose).toHaveBeenCalledTimes(1), LOADING);
    const page = exporter.compose.mock.calls[0]![0];
    expect(page).toMatchObject({
      format: 'pdf',
      areaTitle: 'Bryant Park - Lawn',
      frame,
      shareLink: 'https://example.test/#p=abc',
      options: { dimensionUnits: 'ft', paper: 'letter', orientation: 'portrait', scale: 'fit', detailSheets: true },
    });
    expect(layers.nearby).toHaveBeenCalledTimes(1);

    const status = screen.getByRole('status');
    expect(within(status).getByRole('progressbar', { name: 'Export progress' })).toBeTruthy();
    expect(within(status).getByText('Rendering map…').getAttribute('aria-current')).toBe('step');
    act(() => progress('Writing file'));
    expect(within(status).getByText('Writing file…').getAttribute('aria-current')).toBe('step');
    expect(within(status).getByText(EXPORT_STAGES[0]).className).toBe('done');

    const bytes = new ArrayBuffer(8);
    await act(async () =>
      finish({
        status: 'done',
        file: { fileName: 'siteplan-bryant-park-lawn-2027-06-12.pdf', mime: 'application/pdf', bytes },
      }),
    );
    expect(downloadBytes).toHaveBeenCalledWith('siteplan-bryant-park-lawn-2027-06-12.pdf', 'application/pdf', bytes);
    expect(screen.getByRole('status').textContent).toContain('Saved siteplan-bryant-park-lawn-2027-06-12.pdf');
    expect(button()).toHaveProperty('disabled', false);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(exportJob.value).toEqual({ kind: 'idle' });
  });

  it('Cancel export stops the composition and the job; nothing is saved', async () => {
    focusOn(areaTarget());
    act(() => {
      // The map as the export asks it: its view (saved in the share link) and the offscreen basemap.
      mapPort.value = port;
    });
    port.captureForExport.mockResolvedValue({
      map: capturedPixels(),
      frame,
      locator: null,
      locatorFrame: null,
      basemap: 'full',
    });
    planWorker.shareLink.mockResolvedValue({ ok: false, tooLarge: true, chars: 30_000, maxChars: 24_000 });
    let finish: (result: ComposeResult) => void = () => {};
    exporter.compose.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    render(<ExportSitePlan />);
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('menuitem', { name: 'PNG Image' }));
    await vi.waitFor(() => expect(exporter.compose).toHaveBeenCalledTimes(1), LOADING);
    expect(exporter.compose.mock.calls[0]![0].shareLink).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    // The composing job is cancelled in the worker too.
    expect(jobs.exporter.last('compose')!.cancelled).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    expect(button()).toHaveProperty('disabled', false);
    await act(async () =>
      finish({ status: 'done', file: { fileName: 'late.png', mime: 'image/png', bytes: new ArrayBuffer(1) } }),
    );
    expect(downloadBytes).not.toHaveBeenCalled();
    expect(exportJob.value).toEqual({ kind: 'idle' });
  });

  it('a failure is shown with its reason until dismissed', async () => {
    focusOn(areaTarget());
    render(<ExportSitePlan />);
    // No map yet: the export cannot render its basemap.
    await userEvent.click(button());
    await userEvent.click(screen.getByRole('menuitem', { name: 'JPG Image' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Export failed: The map is not ready yet');
    expect(exporter.compose).not.toHaveBeenCalled();
    await userEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('warns before exporting when the chosen scale cuts the area off', () => {
    focusOn(areaTarget('Bryant Park - Lawn', 120, 80));
    act(() => {
      pageSetup.value = { ...pageSetup.peek(), scale: 250 };
    });
    render(<ExportSitePlan />);
    expect(screen.getByRole('note').textContent).toBe(
      'The area does not fit on this page at 1:250: parts of it lie outside the map.',
    );
    act(() => {
      pageSetup.value = { ...pageSetup.peek(), scale: 1000 };
    });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
