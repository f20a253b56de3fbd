/**
 * The course screens (spec 02 §2): the list pages /online, /live, /coach and the course page
 * /mycourse, one lazy chunk (with DOMPurify, which only the course page needs). app/router.tsx
 * points the paths here.
 */
export { CoachCoursesPage, LiveCoursesPage, OnlineCoursesPage } from './components/course-list-page';
export { AllCoursesPage } from './components/all-courses-page';
export { MyCoursePage } from './components/my-course-page';
