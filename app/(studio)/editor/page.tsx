import type { Metadata } from "next";

import { EditorPage } from "@/components/editor/editor-page";

export const metadata: Metadata = { title: "Video Editor" };

export default EditorPage;
