// The workers' tiles as the map port takes them (tiles.serve): the permit areas from the geography worker, a
// layer's vector tile from the layers worker, and a dense layer's raster tile as a job the map's signal cancels.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rasterKey } from '../../src/shared/layers/raster/rasterKey';
import { WORKER_TILES } from '../../src/ui/app/map/workerTiles';
import { deferred } from '../support/deferred';
import { geography, jobs, layers, resetEngines } from '../support/fakeEngines';

vi.mock('../../src/ui/app/engines/engines', () => import('../support/fakeEngines'));

afterEach(() => {
  resetEngines();
  vi.clearAllMocks();
});

describe('the workers’ tiles', () => {
  it('asks the geography worker for an area tile and the layers worker for a vector tile', async () => {
    const areaBytes = new ArrayBuffer(3);
    const layerBytes = new ArrayBuffer(5);
    geography.tile.mockResolvedValue(areaBytes);
    layers.tile.mockResolvedValue(layerBytes);
    await expect(WORKER_TILES.areas('parks@2', 16, 19295, 24633)).resolves.toBe(areaBytes);
    await expect(WORKER_TILES.layers('trees@4', 17, 38591, 49266)).resolves.toBe(layerBytes);
    expect(geography.tile).toHaveBeenCalledWith('parks@2', 16, 19295, 24633);
    expect(layers.tile).toHaveBeenCalledWith('trees@4', 17, 38591, 49266);
    expect(jobs.layers.calls).toEqual([]);
  });

  it('runs a raster tile as a job and cancels it when the map no longer wants the tile', async () => {
    const key = rasterKey(1, 0, ['trees@4']);
    const answer = deferred<null>();
    layers.rasterTile.mockReturnValue(answer.promise);
    const wanted = new AbortController();
    const tile = WORKER_TILES.layers(key, 17, 38591, 49266, wanted.signal);
    expect(jobs.layers.last('rasterTile')?.args).toEqual([key, 17, 38591, 49266]);
    expect(layers.tile).not.toHaveBeenCalled();
    wanted.abort(new Error('tile set left'));
    await expect(tile).rejects.toThrow('tile set left');
    expect(jobs.layers.last('rasterTile')?.cancelled).toBe(true);
  });
});
