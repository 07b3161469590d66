/** The names of a child's downloads: "maya-check-ins.csv", "maya-evening-reminder.ics", "maya-practice-summary.pdf". */
const stem = (childName: string) =>
  childName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "") || "child";

export const csvFileName = (childName: string) => `${stem(childName)}-check-ins.csv`;
export const reminderFileName = (childName: string) => `${stem(childName)}-evening-reminder.ics`;
export const summaryFileName = (childName: string) => `${stem(childName)}-practice-summary.pdf`;
