import type { Metadata } from "next";

import { EditorPage } from "@/components/editor/editor-page";

export const metadata: Metadata = { title: "3D Effects" };

export default EditorPage;
