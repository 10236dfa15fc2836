// No Zod here: the browser imports these types with every page. The server checks a toast
// read back from its cookie against the schema in toast.server.ts.
export interface Toast {
  id: string;
  type: "success" | "error" | "info";
  title: string;
  description?: string;
}

export type ToastInput = Omit<Toast, "id" | "type"> & { type?: Toast["type"] };
