/** Every unit test file may lay out export text: Noto Sans is installed first, as the worker does before layout. */
import { beforeAll } from 'vitest';
import { installNodeExportFonts } from './helpers/exportFonts';

beforeAll(async () => {
  await installNodeExportFonts();
});
