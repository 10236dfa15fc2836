import { z } from "zod";

export const toastSchema = z.object({
  id: z.string(),
  type: z.enum(["success", "error", "info"]),
  title: z.string(),
  description: z.string().optional(),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = Omit<Toast, "id" | "type"> & { type?: Toast["type"] };
