/** Export worker: a comlink shell over the page composer (layout, jsPDF, OffscreenCanvas), off the UI thread. */
import { createExportApi, type ExportApi } from './export/api';
import { serveEngine, workerJobs } from './engineHost';

const jobs = workerJobs(self);
const api: ExportApi = createExportApi({}, jobs);

serveEngine(api, jobs, self);
