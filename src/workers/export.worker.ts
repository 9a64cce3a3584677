/** Export worker: a comlink shell over the page composer (layout, jsPDF, OffscreenCanvas), off the UI thread. */
import * as Comlink from 'comlink';
import { createExportApi, type ExportApi } from './export/api';

const api: ExportApi = createExportApi();

Comlink.expose(api, self);
