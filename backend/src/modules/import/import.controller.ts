import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  MessageEvent,
  Param,
  Post,
  Query,
  Res,
  Sse,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiConflictResponse,
  ApiConsumes,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import type { Response } from 'express';
import { Observable } from 'rxjs';
import { AdminOnly, CurrentUser } from '../../core/auth/auth.decorators';
import type { SessionUser } from '../../core/auth/session-user';
import {
  ActiveProcessesResponse,
  CancelImportResponse,
  ImportResultResponse,
  ImportStatusResponse,
  SkuWarningsResponse,
  WorksheetsResponse,
  YearWarningsResponse,
} from './dto/import-responses';
import { ProgressQueryDto, SessionIdQueryDto, UploadImportDto } from './dto/upload-import.dto';
import { EXCEL_FIELD, ExcelUploadInterceptor } from './excel-upload.interceptor';
import { answerWhenFinished, progressEvents, sendDownload } from './import.http';
import { ImportProgressService } from './import-progress.service';
import { ImportReportsService } from './import-reports.service';
import { ImportUploadService, UploadedExcel } from './import-upload.service';
import { ImportWarningsService } from './import-warnings.service';

const SESSION_PARAM = { name: 'sessionId', example: 'import-1732300000000-k3j9x2' };
const BAD_FILE =
  "Archivo inválido: 'Por favor, selecciona un archivo Excel (.xlsx o .xls)', .xls antiguo, archivo dañado, zip sospechoso, XML con DOCTYPE, hoja inexistente, columnas requeridas faltantes (se listan)...";
const UPLOAD_BODY = {
  schema: {
    type: 'object',
    required: [EXCEL_FIELD],
    properties: { [EXCEL_FIELD]: { type: 'string', format: 'binary' } },
  },
};

/** Bulk Excel import (admin.md 2.7, 4.4, 7). Administrators only. */
@ApiTags('import')
@AdminOnly()
@Controller('import')
export class ImportController {
  constructor(
    private readonly uploads: ImportUploadService,
    private readonly progressService: ImportProgressService,
    private readonly reports: ImportReportsService,
    private readonly warnings: ImportWarningsService,
  ) {}

  @Post('worksheets')
  @HttpCode(200)
  @UseInterceptors(ExcelUploadInterceptor)
  @ApiOperation({ summary: 'Lista las hojas del libro subido (campo multipart "excel")' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(UPLOAD_BODY)
  @ApiOkResponse({ type: WorksheetsResponse })
  @ApiBadRequestResponse({ description: BAD_FILE })
  @ApiPayloadTooLargeResponse({ description: 'El archivo supera el tamaño máximo permitido (50 MB)' })
  worksheets(@UploadedFile() file: UploadedExcel | undefined) {
    return this.uploads.listWorksheets(file);
  }

  @Post('excel')
  @UseInterceptors(ExcelUploadInterceptor)
  @ApiOperation({
    summary: 'Importa el libro: lo guarda, encola el trabajo y responde cuando termina',
    description:
      'Multipart: excel, sessionId y worksheetName + processAllSheets=false, o processAllSheets=true. ' +
      'La respuesta (200) llega al terminar la importación; mientras tanto se envían espacios cada 15 s. ' +
      'Reenviar el mismo sessionId no repite la importación: espera la misma. Cerrar el navegador no la detiene.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [EXCEL_FIELD, 'sessionId'],
      properties: {
        [EXCEL_FIELD]: { type: 'string', format: 'binary' },
        sessionId: { type: 'string', example: 'import-1732300000000-k3j9x2' },
        worksheetName: { type: 'string', example: 'Frenos' },
        processAllSheets: { type: 'boolean', example: false },
      },
    },
  })
  @ApiOkResponse({ type: ImportResultResponse })
  @ApiBadRequestResponse({ description: BAD_FILE })
  @ApiPayloadTooLargeResponse({ description: 'El archivo supera el tamaño máximo permitido (50 MB)' })
  async excel(
    @UploadedFile() file: UploadedExcel | undefined,
    @Body() dto: UploadImportDto,
    @CurrentUser() user: SessionUser,
    @Res() res: Response,
  ): Promise<void> {
    await this.uploads.start(file, dto, user);
    return answerWhenFinished(res, this.progressService, dto.sessionId);
  }

  @Sse('progress')
  @ApiOperation({
    summary: 'Progreso en vivo (text/event-stream)',
    description:
      'Eventos JSON (data) con type: connected, heartbeat, start, parsing, processing, batch-completed, error-occurred, ' +
      'product-updated, duplicate-sku-warning, stopped, result, completed, error. El id de cada evento es el id del ' +
      'Redis Stream; Last-Event-ID (o ?lastEventId) reanuda justo después. Latido cada 15 s; el servidor cierra tras ' +
      '1 hora (el cliente se reconecta) y tras el evento final. Los contadores (start, processing, batch-completed y los ' +
      'finales) separan filas de productos: successCount/updateCount cuentan FILAS; productsCreated, productsUpdated y ' +
      'compatibilitiesAdded cuentan productos creados, productos existentes actualizados y compatibilidades agregadas. ' +
      'product-updated llega una vez por producto. batch-completed trae newSubSubcategories [{id, name, category, sheet, ' +
      "row, sku}] cuando el lote creó sub-subcategorías en 'Sin clasificar'.",
  })
  @ApiProduces('text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Id del último evento recibido' })
  @ApiOkResponse({ description: 'Flujo de eventos de la importación' })
  progress(@Query() query: ProgressQueryDto, @Headers('last-event-id') lastEventId?: string): Observable<MessageEvent> {
    return progressEvents(this.progressService, query.sessionId, lastEventId ?? query.lastEventId);
  }

  @Get('status')
  @ApiOperation({ summary: 'Estado de una sesión (para reconectar)' })
  @ApiOkResponse({ type: ImportStatusResponse })
  status(@Query() query: SessionIdQueryDto) {
    return this.reports.status(query.sessionId);
  }

  @Get('active')
  @ApiOperation({ summary: 'Importaciones en curso y terminadas en la última hora' })
  @ApiOkResponse({ type: ActiveProcessesResponse })
  active() {
    return this.reports.active();
  }

  @Get('year-warnings/:sessionId')
  @ApiOperation({ summary: 'Advertencias de años (ano_inicio > ano_fin)' })
  @ApiParam(SESSION_PARAM)
  @ApiOkResponse({ type: YearWarningsResponse })
  @ApiNotFoundResponse({ description: 'Sesión de importación no encontrada' })
  yearWarnings(@Param('sessionId') sessionId: string) {
    return this.warnings.yearWarnings(sessionId);
  }

  @Get('year-warnings/:sessionId/download')
  @ApiOperation({ summary: 'Advertencias de años como archivo .txt' })
  @ApiParam(SESSION_PARAM)
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'advertencias-anos-{sessionId}.txt' })
  @ApiNotFoundResponse({ description: 'Sesión de importación no encontrada' })
  async downloadYearWarnings(@Param('sessionId') sessionId: string, @Res() res: Response): Promise<void> {
    return sendDownload(res, await this.warnings.yearWarningsDownload(sessionId));
  }

  @Get('sku-warnings/:sessionId')
  @ApiOperation({ summary: 'Advertencias de SKU duplicado con datos distintos' })
  @ApiParam(SESSION_PARAM)
  @ApiOkResponse({ type: SkuWarningsResponse })
  @ApiNotFoundResponse({ description: 'Sesión de importación no encontrada' })
  skuWarnings(@Param('sessionId') sessionId: string) {
    return this.warnings.skuWarnings(sessionId);
  }

  @Get('sku-warnings/:sessionId/download')
  @ApiOperation({ summary: 'Advertencias de SKU duplicado como archivo .txt' })
  @ApiParam(SESSION_PARAM)
  @ApiProduces('text/plain')
  @ApiOkResponse({ description: 'advertencias-sku-{sessionId}.txt' })
  @ApiNotFoundResponse({ description: 'Sesión de importación no encontrada' })
  async downloadSkuWarnings(@Param('sessionId') sessionId: string, @Res() res: Response): Promise<void> {
    return sendDownload(res, await this.warnings.skuWarningsDownload(sessionId));
  }

  @Get('rejected/:sessionId/download')
  @ApiOperation({ summary: 'Filas rechazadas (.xlsx): columnas originales + error, hoja y fila' })
  @ApiParam(SESSION_PARAM)
  @ApiProduces('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  @ApiOkResponse({ description: 'filas-rechazadas-{sessionId}.xlsx' })
  @ApiNotFoundResponse({ description: 'Sesión de importación no encontrada' })
  async downloadRejected(@Param('sessionId') sessionId: string, @Res() res: Response): Promise<void> {
    return sendDownload(res, await this.warnings.rejectedRowsDownload(sessionId));
  }

  @Get('result/:sessionId')
  @ApiOperation({ summary: 'Resultado de una importación terminada' })
  @ApiParam(SESSION_PARAM)
  @ApiOkResponse({ type: ImportResultResponse })
  @ApiNotFoundResponse({ description: 'Sesión de importación no encontrada' })
  @ApiConflictResponse({ description: 'La importación aún no ha terminado' })
  result(@Param('sessionId') sessionId: string) {
    return this.reports.result(sessionId);
  }

  @Post(':sessionId/cancel')
  @HttpCode(200)
  @ApiOperation({ summary: "Detiene una importación (evento 'stopped'); el worker se detiene entre lotes" })
  @ApiParam(SESSION_PARAM)
  @ApiOkResponse({ type: CancelImportResponse })
  @ApiNotFoundResponse({ description: 'Sesión de importación no encontrada' })
  @ApiConflictResponse({ description: 'La importación ya terminó' })
  cancel(@Param('sessionId') sessionId: string, @CurrentUser() user: SessionUser) {
    return this.reports.cancel(sessionId, user);
  }
}
