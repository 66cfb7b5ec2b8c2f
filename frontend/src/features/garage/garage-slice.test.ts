import { describe, expect, it } from 'vitest';

import { makeStore } from '@/app/store';
import {
  activeVehicleCleared,
  activeVehicleSet,
  garageMergedIntoAccount,
  garageSourceChanged,
  localVehicleSaved,
  selectActiveVehicle,
  selectLocalVehicles,
  vehicleRemoved,
} from '@/features/garage/garage-slice';
import { signInAs } from '@/testing/auth';
import { TEST_TOKENS } from '@/testing/mocks/handlers/auth';
import { seedGarage } from '@/testing/mocks/handlers/vehicles';
import { recordRequests } from '@/testing/mocks/request-log';
import type { Vehicle } from '@/types/vehicle';

const yaris2012: Vehicle = { brandId: 1, brand: 'Toyota', modelId: 11, model: 'Yaris', year: 2012 };
const yaris2016: Vehicle = { ...yaris2012, year: 2016 };
const corolla2010: Vehicle = { brandId: 1, brand: 'Toyota', modelId: 12, model: 'Corolla', year: 2010 };
const swift2013: Vehicle = { brandId: 4, brand: 'Suzuki', modelId: 41, model: 'Swift', year: 2013 };

const labels = (vehicles: Vehicle[]) => vehicles.map((vehicle) => `${vehicle.model} ${vehicle.year}`);

function storedGarage() {
  return JSON.parse(window.localStorage.getItem('garage') ?? 'null') as {
    vehicles: Vehicle[];
    active: Vehicle | null;
  } | null;
}

describe('garage slice', () => {
  it('keeps at most three vehicles, newest first, each model and year once', () => {
    const store = makeStore();
    store.dispatch(localVehicleSaved(yaris2012));
    store.dispatch(localVehicleSaved(corolla2010));
    store.dispatch(localVehicleSaved({ ...yaris2012 }));
    store.dispatch(localVehicleSaved(yaris2016));
    store.dispatch(localVehicleSaved(swift2013));

    expect(labels(selectLocalVehicles(store.getState()))).toEqual(['Yaris 2016', 'Corolla 2010', 'Yaris 2012']);
    expect(selectLocalVehicles(store.getState())[0]).toMatchObject({ id: null, addedAt: expect.any(String) });
  });

  it('sets and clears the active vehicle, and forgets it when it leaves the garage', () => {
    const store = makeStore();
    store.dispatch(localVehicleSaved(yaris2012));
    store.dispatch(localVehicleSaved(corolla2010));
    store.dispatch(activeVehicleSet(yaris2012));
    expect(selectActiveVehicle(store.getState())).toEqual(yaris2012);

    store.dispatch(vehicleRemoved(corolla2010));
    expect(selectActiveVehicle(store.getState())).toEqual(yaris2012);
    store.dispatch(vehicleRemoved(yaris2012));
    expect(selectActiveVehicle(store.getState())).toBeNull();
    expect(selectLocalVehicles(store.getState())).toEqual([]);

    store.dispatch(activeVehicleSet(swift2013));
    store.dispatch(activeVehicleCleared());
    expect(selectActiveVehicle(store.getState())).toBeNull();
  });

  it("persists the guest's garage under 'garage' and restores it in a new visit", () => {
    const store = makeStore();
    store.dispatch(localVehicleSaved(yaris2012));
    store.dispatch(localVehicleSaved(swift2013));
    store.dispatch(activeVehicleSet(yaris2012));

    expect(storedGarage()).toMatchObject({ active: yaris2012, vehicles: [swift2013, yaris2012] });

    const nextVisit = makeStore();
    expect(selectActiveVehicle(nextVisit.getState())).toEqual(yaris2012);
    expect(labels(selectLocalVehicles(nextVisit.getState()))).toEqual(['Swift 2013', 'Yaris 2012']);
  });

  it('drops malformed and repeated stored vehicles', () => {
    window.localStorage.setItem(
      'garage',
      JSON.stringify({
        vehicles: [
          yaris2012,
          { ...yaris2012 },
          { model: 'Sin id', year: 2010 },
          'x',
          corolla2010,
          swift2013,
          yaris2016,
        ],
        active: { brand: 'Toyota', year: 'dos mil' },
      }),
    );
    const store = makeStore();
    expect(labels(selectLocalVehicles(store.getState()))).toEqual(['Yaris 2012', 'Corolla 2010', 'Swift 2013']);
    expect(selectActiveVehicle(store.getState())).toBeNull();

    window.localStorage.setItem('garage', '{not json');
    expect(selectLocalVehicles(makeStore().getState())).toEqual([]);
  });

  it("merges the guest's vehicles into the account on sign-in and adopts the account's list", async () => {
    seedGarage(TEST_TOKENS.customer, [{ modelId: 12, year: 2010 }]);
    const guest = makeStore();
    guest.dispatch(localVehicleSaved(yaris2012));
    guest.dispatch(localVehicleSaved(corolla2010));
    guest.dispatch(localVehicleSaved(swift2013));
    signInAs('customer');
    const requests = recordRequests();

    // A store created after sign-in reads the same browser storage.
    const store = makeStore();
    const result = await store.dispatch(garageMergedIntoAccount());

    expect(garageMergedIntoAccount.fulfilled.match(result)).toBe(true);
    const [merge] = requests.to('/garage/merge', 'POST');
    expect(merge).toBeDefined();
    // Account first, then the guest's new ones, the duplicate dropped, three at most.
    expect(labels(result.payload as Vehicle[])).toEqual(['Corolla 2010', 'Swift 2013', 'Yaris 2012']);
    expect(selectLocalVehicles(store.getState())).toEqual([]);
    // No active vehicle before: the account's first becomes it.
    expect(selectActiveVehicle(store.getState())).toMatchObject({ model: 'Corolla', year: 2010 });
    expect(storedGarage()).toMatchObject({ vehicles: [], active: { modelId: 12, year: 2010 } });
  });

  it('keeps the active vehicle through the merge and as the guest vehicle after signing out', async () => {
    signInAs('customer');
    const store = makeStore();
    store.dispatch(activeVehicleSet(yaris2016));
    await store.dispatch(garageMergedIntoAccount());
    expect(selectActiveVehicle(store.getState())).toEqual(yaris2016);

    store.dispatch(garageSourceChanged('local'));
    expect(labels(selectLocalVehicles(store.getState()))).toEqual(['Yaris 2016']);
    expect(selectActiveVehicle(store.getState())).toEqual(yaris2016);
  });

  it("leaves the guest's vehicles in the browser when the merge fails", async () => {
    const guest = makeStore();
    guest.dispatch(localVehicleSaved(yaris2012));
    // No session: the API answers 401.
    const result = await guest.dispatch(garageMergedIntoAccount());
    expect(garageMergedIntoAccount.rejected.match(result)).toBe(true);
    expect(labels(selectLocalVehicles(guest.getState()))).toEqual(['Yaris 2012']);
  });
});
