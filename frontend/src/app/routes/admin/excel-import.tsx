import { UnderConstruction } from '@/components/ui/under-construction';

export function ExcelImportRoute() {
  return <UnderConstruction screen="Importación desde Excel" area="admin" />;
}
