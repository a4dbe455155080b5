import {
  decodeQuickOrderFile,
  isSdkError,
  parseQuickOrder,
  QUICK_ORDER_MAX_LINES,
} from '@agri-parts/sdk';
import { data, type RouterContextProvider } from 'react-router';

import { translate } from '../i18n/translate';
import { sdkContext } from '../sdk/sdkContext';
import { quickOrderRowData, type QuickOrderRowData } from './quickOrderData';

/** The largest list the form takes, pasted or uploaded (a 500-line list is some 20 KB). */
export const QUICK_ORDER_MAX_BYTES = 1024 * 1024;

/** What the quick order's action answers: the resolved rows, or why there are none. */
export type QuickOrderActionData =
  | { status: 'resolved'; rows: QuickOrderRowData[]; text: string }
  | { status: 'error'; message: string; text: string };

interface ActionArgs {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

const refuse = (message: string, text: string, status: number) =>
  data<QuickOrderActionData>({ status: 'error', message, text }, { status });

/** The list to read: the uploaded file's text when there is one, else the text typed. */
async function listText(
  form: FormData,
): Promise<{ text: string; typed: string } | { problem: string; typed: string }> {
  // A form post sends a text area's line breaks as CRLF.
  const typed = String(form.get('lines') ?? '').replace(/\r\n?/g, '\n');
  const file = form.get('file');
  if (typeof file === 'object' && file !== null && file.size > 0) {
    if (file.size > QUICK_ORDER_MAX_BYTES) {
      return { problem: translate('quickOrder.errorTooLarge'), typed };
    }
    const decoded = decodeQuickOrderFile(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) {
      return {
        problem: translate(
          decoded.problem === 'excel-workbook'
            ? 'quickOrder.errorExcel'
            : 'quickOrder.errorNotText',
        ),
        typed,
      };
    }
    return { text: decoded.text, typed };
  }
  return { text: typed, typed };
}

/**
 * Reads the quick order's form (a plain post without JavaScript; `refuseCrossOriginRequests` has
 * refused one from another site before it): the file or the text, read by `parseQuickOrder` and
 * resolved by `sdk.quickOrder.resolve` — 200 lines in one request to the API. A list too long,
 * too large, empty or unreadable is said above the form (4xx), the text kept.
 */
export async function quickOrderAction({ request, context }: ActionArgs) {
  if (Number(request.headers.get('content-length') ?? 0) > 2 * QUICK_ORDER_MAX_BYTES) {
    return refuse(translate('quickOrder.errorTooLarge'), '', 413);
  }
  const list = await listText(await request.formData());
  if ('problem' in list) return refuse(list.problem, list.typed, 400);
  const parsed = parseQuickOrder(list.text);
  if (parsed.tooMany) {
    return refuse(
      translate('quickOrder.errorTooMany', {
        count: parsed.tooMany.count,
        max: QUICK_ORDER_MAX_LINES,
      }),
      list.typed,
      400,
    );
  }
  if (parsed.lines.length + parsed.problems.length === 0) {
    return refuse(translate('quickOrder.errorEmpty'), list.typed, 400);
  }
  try {
    const rows = await context.get(sdkContext).quickOrder.resolve(parsed);
    return data<QuickOrderActionData>({
      status: 'resolved',
      rows: quickOrderRowData(rows),
      text: list.typed,
    });
  } catch (error) {
    if (!isSdkError(error)) console.error('A quick order could not be resolved', error);
    return refuse(translate('quickOrder.errorFailed'), list.typed, 503);
  }
}
