/** Wire shapes of the vehicle selector and the garage (issue 8), Spanish names like the catalogue's. */

export interface VehicleBrandResponse {
  id: number;
  nombre: string;
}

export interface VehicleModelResponse {
  id: number;
  nombre: string;
  marcaId: number;
}

export interface ModelYearsResponse {
  modelo: VehicleModelResponse & { marca: string };
  /** Newest first. */
  anos: number[];
}

export interface GarageVehicleResponse {
  id: number;
  modeloId: number;
  modelo: string;
  marcaId: number;
  marca: string;
  ano: number;
  creadoEn: string;
}
